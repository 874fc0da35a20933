// Loaded into the server's process by the benchmarks (`node --import ./bench/server-probe.mjs
// dist/server/main.js`), never by the server itself: asked over the IPC channel, it answers how
// much CPU time the process has used and how late its event loop ran since the last question.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const milliseconds = (nanoseconds) => nanoseconds / 1e6;

process.on('message', (message) => {
  if (message !== 'server-probe') return;
  const { user, system } = process.cpuUsage();
  process.send({
    cpuMicroseconds: user + system,
    eventLoopDelayMs: {
      p50: milliseconds(histogram.percentile(50)),
      p99: milliseconds(histogram.percentile(99)),
      max: milliseconds(histogram.max),
    },
  });
  histogram.reset();
});
// The channel must not keep the server alive once it is asked to stop.
process.channel?.unref();
