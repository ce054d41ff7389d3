// What the machine did while a list was measured, from /proc: reads from the disk, file pages read again after the
// kernel dropped them (refaults), time tasks stalled on I/O, and CPU time the hypervisor gave to others (steal). A p95
// far above its p50, with the CPU per request as usual, is the host's doing when these move and the code's when they
// do not. Linux only; elsewhere every figure is 0.
import fs from 'node:fs';

const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const TICK_MS = 10; // USER_HZ is 100 on every Linux this runs on (cpu.mjs reads CLK_TCK for its own figures)

function snapshot() {
  // Whole disks only (vda, sda, nvme0n1): their partitions would count the same reads twice.
  let sectors = 0;
  let reads = 0;
  for (const row of read('/proc/diskstats').split('\n')) {
    const f = row.trim().split(/\s+/);
    if (f.length > 6 && /^(vd[a-z]|sd[a-z]|xvd[a-z]|nvme\d+n\d+)$/.test(f[2])) {
      reads += Number(f[3]);
      sectors += Number(f[5]);
    }
  }
  const vm = Object.fromEntries(
    read('/proc/vmstat')
      .split('\n')
      .map((l) => l.split(' ')),
  );
  const ioStall = Number(/some avg10=\S+ avg60=\S+ avg300=\S+ total=(\d+)/.exec(read('/proc/pressure/io'))?.[1] ?? 0);
  const cpu = read('/proc/stat').split('\n')[0].trim().split(/\s+/);
  return {
    reads,
    bytes: sectors * 512,
    refaults: Number(vm.workingset_refault_file ?? 0),
    ioStallUs: ioStall,
    stealMs: Number(cpu[8] ?? 0) * TICK_MS,
  };
}

/** Starts counting; `stop()` gives what happened since, and `text` prints it in a few words. */
export function hostCounters() {
  const a = snapshot();
  return {
    stop() {
      const b = snapshot();
      const d = {
        diskReads: b.reads - a.reads,
        diskMB: (b.bytes - a.bytes) / 1e6,
        refaults: b.refaults - a.refaults,
        ioStallMs: (b.ioStallUs - a.ioStallUs) / 1000,
        stealMs: b.stealMs - a.stealMs,
      };
      d.text = `disk ${d.diskReads} reads ${d.diskMB.toFixed(1)} MB, refaults ${d.refaults}, I/O stall ${d.ioStallMs.toFixed(0)} ms, steal ${d.stealMs} ms`;
      return d;
    },
  };
}
