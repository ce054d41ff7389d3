import autocannon from 'autocannon';
const base = 'http://127.0.0.1:3397';
const r = await fetch(`${base}/api/v1/auth/signin`, {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify({email:'minji.kim@demo.talentbridge.dev', password:'TalentBridge-demo-2026'})});
const token = (await r.json()).data;
const headers = { authorization: `Bearer ${token}` };
for (const path of (process.argv[2] ?? '/api/v1/user,/api/v1/jobs,/api/health').split(',')) {
  const res = await autocannon({ url: base + path, headers, connections: 10, duration: Number(process.env.DUR ?? 10) });
  console.log(path, Math.round(res.requests.average), 'rps', 'p50', res.latency.p50, 'p97.5', res.latency.p97_5, 'non2xx', res.non2xx, 'bytes/req', Math.round(res.throughput.average / res.requests.average));
}
