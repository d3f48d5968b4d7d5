// `npm start` with INSTANCES=n (n > 1): n production servers (scripts/serve.mjs) sharing one port through Node's cluster module
// (the primary accepts connections and hands them to the workers in turn). Each worker is a whole app instance
// with its own memory, exactly as n machines behind a load balancer would be; what they share goes through
// PostgreSQL (see docs/decisions.md, "Many instances"). A worker that dies is replaced after a second.
//
//   node scripts/lib/cluster-start.mjs <port> <instances>
import cluster from "node:cluster";

const [port, count] = process.argv.slice(2).map(Number);
if (!port || !count) {
  console.error("usage: cluster-start.mjs <port> <instances>");
  process.exit(2);
}

cluster.setupPrimary({ exec: "scripts/serve.mjs", args: ["-p", String(port)] });
let stopping = false;
const fork = (index) =>
  cluster.fork({ INSTANCE_INDEX: String(index) }).on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`instance ${index} exited (${signal ?? `code ${code}`}); starting it again`);
    setTimeout(() => fork(index), 1000);
  });
for (let i = 0; i < count; i++) fork(i);

const stop = () => {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  setTimeout(() => process.exit(0), 5000).unref();
  cluster.disconnect(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
