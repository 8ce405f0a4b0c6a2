import fs from "node:fs";
import type { Socket } from "node:net";

/**
 * Whether the other end of a loopback TCP connection is a socket of process `pid`, from Linux's /proc: the peer's
 * socket is the one whose local address is our remote one and whose remote address is our local one
 * (/proc/net/tcp, /proc/net/tcp6), and it belongs to `pid` when one of /proc/<pid>/fd links to its inode. Undefined
 * when this cannot be told (not Linux, not TCP, /proc unreadable).
 */
export function isPeerOfProcess(socket: Socket, pid: number): boolean | undefined {
  const { localAddress, localPort, remoteAddress, remotePort } = socket;
  if (localAddress === undefined || localPort === undefined || remoteAddress === undefined || remotePort === undefined) return undefined;
  let inode: string | undefined;
  try {
    inode = socketInode(remoteAddress, remotePort, localAddress, localPort);
  } catch {
    return undefined;
  }
  if (inode === undefined) return undefined;
  const target = `socket:[${inode}]`;
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => readLink(`/proc/${pid}/fd/${fd}`) === target);
  } catch (err) {
    // A process that is gone opened nothing; one whose descriptors we may not read tells nothing.
    return (err as NodeJS.ErrnoException).code === "ENOENT" ? false : undefined;
  }
}

/** The inode of the TCP socket whose local end is (localAddress, localPort) and remote end (remoteAddress, remotePort). */
function socketInode(localAddress: string, localPort: number, remoteAddress: string, remotePort: number): string | undefined {
  const local = `${procAddress(localAddress)}:${procPort(localPort)}`;
  const remote = `${procAddress(remoteAddress)}:${procPort(remotePort)}`;
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1] === local && fields[2] === remote) return fields[9];
    }
  }
  return undefined;
}

/** An address as /proc/net/tcp{,6} prints it: each 32-bit word of the address in hex, in the kernel's (little-endian) byte order. */
function procAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (!address.includes(":")) return word(address.split(".").map(Number));
  if (mapped !== null) return `0000000000000000FFFF0000${word(mapped[1]!.split(".").map(Number))}`;
  const bytes = ipv6Bytes(address);
  return [0, 4, 8, 12].map((i) => word(bytes.slice(i, i + 4))).join("");
}

function word(bytes: number[]): string {
  return [...bytes]
    .reverse()
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

function procPort(port: number): string {
  return port.toString(16).padStart(4, "0").toUpperCase();
}

function ipv6Bytes(address: string): number[] {
  const [head, tail] = address.split("::") as [string, string | undefined];
  const groups = (part: string | undefined) => (part === undefined || part === "" ? [] : part.split(":"));
  const left = groups(head);
  const right = groups(tail);
  const all = [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function readLink(path: string): string | undefined {
  try {
    return fs.readlinkSync(path);
  } catch {
    return undefined;
  }
}
