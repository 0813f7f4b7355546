// The node arguments of every process that serves the app: npm start, npm run dev, the built
// app that the bundle and Lighthouse checks load, and the bench's measured server, so the bench
// measures what npm start runs (decision 030).
//
// The young generation's semi-spaces are 64 MB from the start, where Node starts them small
// and grows them to 16 MB. A request that lists 50 products allocates its rows, the presented
// objects and about 70 KB of JSON; with small semi-spaces the server spent a tenth of its time
// in scavenges, and objects of requests still in flight were copied to the old generation.
export const SERVER_NODE_ARGS = [
  '--min-semi-space-size=64',
  '--max-semi-space-size=64',
  '--import',
  'tsx',
];
