// Loaded into the server's process by the benchmarks (`node --import ./bench/server-probe.mjs
// dist/server/main.js`), never by the server itself: asked over the IPC channel, it answers how
// much CPU time the process has used and how late its event loop ran since the last question.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const resolutionMs = 10;
const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
histogram.enable();
// The histogram records the time between two of its timer's turns; late is what exceeds the turn.
const lateMs = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - resolutionMs);

process.on('message', (message) => {
  if (message !== 'server-probe') return;
  const { user, system } = process.cpuUsage();
  process.send({
    cpuMicroseconds: user + system,
    eventLoopDelayMs: {
      p50: lateMs(histogram.percentile(50)),
      p99: lateMs(histogram.percentile(99)),
      max: lateMs(histogram.max),
    },
  });
  histogram.reset();
});
// The channel must not keep the server alive once it is asked to stop.
process.channel?.unref();
