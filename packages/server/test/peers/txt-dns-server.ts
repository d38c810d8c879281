import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

/** A loopback DNS server (UDP, a random port unless given) answering TXT queries from a table the test fills. */
export async function startTxtServer(port = 0) {
  const records = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      for (const data of records.get(question?.name.toLowerCase() ?? '') ?? [])
        response.answers.push({ name: question!.name, type: dns2.Packet.TYPE.TXT, class: dns2.Packet.CLASS.IN, ttl: 1, data } as never);
      send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' } });
  const bound = (server.addresses().udp as AddressInfo).port;
  return { address: `127.0.0.1:${bound}`, records, close: () => server.close() };
}
