// The beacon part's visitors, in a process of their own: `node beacon-load.mjs '<json>'` runs one
// open-loop autocannon load of page-view beacons and prints its figures as JSON on its last line.
// Apart from the page load's client, so the beacons' latencies are the server's, not those of a
// client event loop busy reading hundreds of pages a second beside them.
import { beaconRequests } from './beacon.mjs';
import { load } from './load.mjs';

const { origin, startAt, count, connections, duration, overallRate } = JSON.parse(process.argv[2]);
const figures = await load({ url: origin, requests: beaconRequests(origin, startAt, count), connections, duration, overallRate });
console.log(JSON.stringify(figures));
