import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EMULATOR_HOSTS, FUNCTIONS_EMULATOR_PORT, FUNCTIONS_GATE_PORT } from './emulatorHosts';

const FIREBASE_JSON = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'firebase.json'), 'utf8')) as {
  emulators: Record<string, { host?: string; port?: number }>;
};

describe('the emulator hosts of the scripts and tests', () => {
  it.each(['auth', 'firestore', 'storage'] as const)('%s: where firebase.json starts it', (emulator) => {
    const { host, port } = FIREBASE_JSON.emulators[emulator]!;
    expect(EMULATOR_HOSTS[emulator]).toBe(`${host}:${port}`);
  });

  it('functions: called on the gate, which forwards to the port firebase.json starts the emulator on', () => {
    expect(EMULATOR_HOSTS.functions).toBe(`127.0.0.1:${FUNCTIONS_GATE_PORT}`);
    expect(FIREBASE_JSON.emulators.functions!.port).toBe(FUNCTIONS_EMULATOR_PORT);
    expect(FUNCTIONS_EMULATOR_PORT).not.toBe(FUNCTIONS_GATE_PORT);
  });
});
