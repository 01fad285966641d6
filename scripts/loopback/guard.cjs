// @ts-check
'use strict';
/**
 * Loopback only: preloaded into every Node process of a test run and of the local stack
 * (`NODE_OPTIONS=--require …/guard.cjs`, set by scripts/loopback/env.ts), it refuses any TCP
 * connection to an address outside this machine's loopback before a packet leaves or a name is looked
 * up (docs/decisions/0027-loopback-only.md). A refused socket fails with the error code
 * `ERR_LOOPBACK_ONLY`; the refusal is written on stderr and appended, one JSON line each, to the file
 * `LOOPBACK_GUARD_LOG` names, which the run reads at its end and fails on.
 *
 * Every TCP client of Node (http, https, tls, http2, fetch) connects through
 * `net.Socket.prototype.connect`, so the guard wraps that one method. Unix sockets and named pipes
 * pass.
 */
const fs = require('node:fs');
const net = require('node:net');

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('0.0.0.0', 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addAddress('::', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/**
 * True when `host` names this machine's loopback: `localhost` (and `*.localhost`), 127.0.0.0/8,
 * `::1`, or the unspecified address (which reaches the local host).
 * @param {unknown} host a host name or an IP literal, IPv6 with or without brackets
 * @returns {boolean}
 */
function isLoopbackHost(host) {
  const name = String(host)
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const family = net.isIP(name);
  if (family === 4) return LOOPBACK.check(name, 'ipv4');
  if (family === 6) return LOOPBACK.check(name, 'ipv6');
  return false;
}

/**
 * Where a call of `socket.connect(…)` leads, in each of the forms Node accepts: `(options[, cb])`,
 * `(path[, cb])`, `(port[, host][, cb])`, and the array of normalized arguments `net.connect` passes.
 * @param {unknown[]} args
 * @returns {{ host: string, port: string } | null} null for a Unix socket or a named pipe
 */
function connectTarget(args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first !== null && typeof first === 'object') {
    const options = /** @type {{ path?: unknown, host?: unknown, port?: unknown }} */ (first);
    if (options.path !== undefined && options.path !== null) return null;
    return { host: String(options.host ?? 'localhost'), port: String(options.port ?? '') };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null;
  const host = typeof args[1] === 'string' ? args[1] : 'localhost';
  return { host, port: String(first) };
}

/**
 * Writes a refusal where the run finds it: stderr, and the log file when one is named.
 * @param {{ host: string, port: string }} target
 * @param {string} stack
 */
function record(target, stack) {
  const where = `${target.host}:${target.port}`;
  process.stderr.write(`loopback guard: refused a connection to ${where} (pid ${process.pid})\n`);
  const log = process.env.LOOPBACK_GUARD_LOG;
  if (!log) return;
  const entry = { host: target.host, port: target.port, pid: process.pid, argv: process.argv, stack };
  try {
    fs.appendFileSync(log, `${JSON.stringify(entry)}\n`);
  } catch {
    // The stderr line stands; a run whose log cannot be written fails on its own.
  }
}

const connect = net.Socket.prototype.connect;

/**
 * @this {import('node:net').Socket}
 * @param {...unknown} args
 */
function loopbackOnlyConnect(...args) {
  const target = connectTarget(args);
  if (target === null || isLoopbackHost(target.host)) {
    return connect.apply(this, /** @type {Parameters<typeof connect>} */ (args));
  }
  const error = Object.assign(
    new Error(`Connection to ${target.host}:${target.port} refused: this process may reach loopback only`),
    { code: 'ERR_LOOPBACK_ONLY', host: target.host, port: target.port },
  );
  record(target, error.stack ?? '');
  // As for a connection that fails: writes wait, and the error comes in a later turn, once the
  // caller has attached its listeners (http attaches them in a process.nextTick).
  this.connecting = true;
  setImmediate(() => this.destroy(error));
  return this;
}

if (!(/** @type {{ loopbackOnly?: boolean }} */ (connect).loopbackOnly)) {
  Object.assign(loopbackOnlyConnect, { loopbackOnly: true });
  net.Socket.prototype.connect = /** @type {typeof connect} */ (loopbackOnlyConnect);
}

module.exports = { isLoopbackHost, connectTarget };
