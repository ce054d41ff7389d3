import { describe, expect, it } from 'vitest';
import { buildLexicon, conceptsOfName, findConcepts, readKeyword, textSearchOf, tokenize } from './keyword-reading';

const lexicon = buildLexicon(
  [
    {
      key: 'title:2',
      names: ['Backend Developer', '백엔드 개발자', 'backend', 'back-end', 'BE', '백엔드', '서버 개발'],
    },
    { key: 'title:1', names: ['Frontend Developer', '프론트엔드 개발자', 'frontend', 'FE', '프론트엔드'] },
    { key: 'title:19', names: ['Data Engineer', '데이터 엔지니어'] },
    { key: 'skill:5', names: ['Go', 'golang'] },
    { key: 'skill:10', names: ['C++', 'cpp'] },
    { key: 'skill:40', names: ['React', '리액트', 'React.js', 'reactjs'] },
    { key: 'word:developer', names: ['developer', 'engineer', '개발자', '엔지니어'] },
    { key: 'word:junior', names: ['junior', 'entry-level', '신입', '주니어'] },
    { key: 'place:seoul', names: ['Seoul', '서울'] },
    { key: 'place:pangyo', names: ['Pangyo', '판교'] },
    { key: 'skill:53', names: ['Express', 'Express.js'] },
  ],
  ['express'],
);

const concepts = (keyword: string) => readKeyword(keyword, lexicon).map((t) => t.concepts.join('|') || `?${t.text}`);

describe('tokenize', () => {
  it('keeps the symbols of technology names and splits the rest', () => {
    expect(tokenize('C++ / C# 와 Node.js, .NET; React.js!')).toEqual([
      'c++',
      'c#',
      '와',
      'node.js',
      '.net',
      'react.js',
    ]);
    expect(tokenize('  Back-End   개발자 ')).toEqual(['back-end', '개발자']);
  });
});

describe('readKeyword', () => {
  it('finds a concept by any of its names, in either language and any case', () => {
    for (const word of ['백엔드', 'Backend', 'BACK-END', 'be', '백엔드 개발자', 'backend developer', '서버 개발']) {
      expect(concepts(word), word).toEqual(['title:2']);
    }
    expect(concepts('golang')).toEqual(['skill:5']);
    expect(concepts('리액트')).toEqual(['skill:40']);
    expect(concepts('reactjs')).toEqual(['skill:40']);
    expect(concepts('cpp')).toEqual(['skill:10']);
  });

  it('reads the longest known phrase first', () => {
    expect(concepts('data engineer')).toEqual(['title:19']);
    expect(concepts('데이터 엔지니어')).toEqual(['title:19']);
    // Alone, "engineer" is the job word.
    expect(concepts('engineer')).toEqual(['word:developer']);
  });

  it('splits Korean words written together and drops particles', () => {
    expect(concepts('백엔드개발자')).toEqual(['title:2']);
    expect(concepts('서버개발')).toEqual(['title:2']);
    expect(concepts('서울에서')).toEqual(['place:seoul']);
    expect(concepts('판교의 프론트엔드')).toEqual(['place:pangyo', 'title:1']);
    expect(concepts('신입개발자')).toEqual(['word:junior', 'word:developer']);
  });

  it('keeps unknown words as text, mixed with known ones', () => {
    expect(concepts('서울 핀테크 golang')).toEqual(['place:seoul', '?핀테크', 'skill:5']);
    expect(concepts('kubernetes')).toEqual(['?kubernetes']);
    // A Korean word that is only partly known stays text.
    expect(concepts('백엔드팀장')).toEqual(['?백엔드팀장']);
    const [text] = readKeyword('핀', lexicon);
    expect(text?.search).toEqual({ text: '핀', kind: 'gram' });
  });

  it('counts repeated terms once and keeps at most six', () => {
    expect(concepts('backend 백엔드 BE')).toEqual(['title:2']);
    expect(readKeyword('a1 b2 c3 d4 e5 f6 g7 h8', lexicon)).toHaveLength(6);
    expect(readKeyword('   ', lexicon)).toEqual([]);
  });
});

describe('findConcepts', () => {
  it('reads a phrase whose last word carries a particle', () => {
    expect([...findConcepts('데이터 엔지니어를 찾고, 서버 개발은 함께 합니다.', lexicon)].sort()).toEqual([
      'title:19',
      'title:2',
    ]);
    expect(concepts('데이터 엔지니어로')).toEqual(['title:19']);
  });

  it('finds the concepts a text mentions, in both languages', () => {
    const text = '판교에서 Go와 React.js로 서비스를 만드는 백엔드 개발자를 찾습니다. 신입 엔지니어 환영!';
    // "Go와": a Latin name with a Korean particle is a name, even at two letters. "백엔드 개발자를" is the title
    // (what it implies comes from the vocabulary, not the reading).
    expect([...findConcepts(text, lexicon)].sort()).toEqual(
      ['place:pangyo', 'skill:40', 'skill:5', 'title:2', 'word:developer', 'word:junior'].sort(),
    );
  });

  it('ignores one- and two-letter Latin words in prose (go, be), not in names', () => {
    expect([...findConcepts('Ready to go? Be part of it.', lexicon)]).toEqual([]);
    expect([...findConcepts('We use C++ and golang', lexicon)].sort()).toEqual(['skill:10', 'skill:5']);
    expect(conceptsOfName('Go', lexicon)).toEqual(['skill:5']);
    // An ordinary word that is also a name counts when typed as a keyword or a name, not in prose.
    expect([...findConcepts('Express your ideas; we use Express.js', lexicon)]).toEqual(['skill:53']);
    expect(concepts('express')).toEqual(['skill:53']);
    expect(conceptsOfName('Backend Engineer (Go)', lexicon)).toEqual([]);
  });
});

describe('textSearchOf', () => {
  const first = (k: string) => textSearchOf(readKeyword(k, lexicon)[0]!);
  it('matches a known word as typed too, but never a one- or two-letter Latin word', () => {
    expect(first('golang')).toEqual({ text: 'golang', kind: 'substring' });
    expect(first('서울')).toEqual({ text: '서울', kind: 'gram' });
    expect(first('data engineer')).toEqual({ text: 'data engineer', kind: 'substring' });
    expect(first('go')).toBeNull();
    expect(first('BE')).toBeNull();
    expect(first('핀테크')).toEqual({ text: '핀테크', kind: 'substring' });
  });
});
