/* The shape of a demo posting; the postings are in seed-postings.nuri.data.ts (Korean) and seed-postings.bluewave.data.ts (English). */

export type DemoPosting = {
  company: '누리소프트' | 'BlueWave Labs';
  status: 'VISIBLE' | 'HIDDEN' | 'DELETED';
  /** Days from now. */
  start: number;
  end: number;
  posting: Record<string, unknown>;
};
