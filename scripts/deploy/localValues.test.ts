import { deployFirebaseConfig, readFirebaseJson, DEPLOY_CONFIG } from './deployFiles';
import { deployPlan } from './deployPlan';
import { sampleDeployEnv } from './dryRun';
import { guardCommand, localValueProblems } from './localValues';

describe("the predeploy guard against this machine's values", () => {
  it('refuses firebase.json, which every deployable part guards with it', () => {
    const local = readFirebaseJson();
    expect(localValueProblems(local)).toEqual(
      expect.arrayContaining([
        'it configures the Emulator Suite',
        'Hosting target host: its Content-Security-Policy names a local address',
      ]),
    );
    for (const site of local.hosting)
      expect((site as { predeploy?: string[] }).predeploy).toEqual([guardCommand('firebase.json')]);
    const [functions] = local.functions as { predeploy: string[] }[];
    expect(functions?.predeploy[0]).toBe(guardCommand('firebase.json'));
  });

  it("passes the deploy's configuration, which guards itself", () => {
    const deployed = deployFirebaseConfig(readFirebaseJson(), deployPlan(sampleDeployEnv()));
    expect(localValueProblems(deployed)).toEqual([]);
    for (const site of deployed.hosting)
      expect((site as { predeploy?: string[] }).predeploy).toEqual([guardCommand(DEPLOY_CONFIG)]);
  });

  it('names a local address in any header of any site', () => {
    const deployed = deployFirebaseConfig(readFirebaseJson(), deployPlan(sampleDeployEnv()));
    deployed.hosting[1]!.headers.push({
      source: '**',
      headers: [{ key: 'Link', value: '<http://127.0.0.1:9199>' }],
    });
    expect(localValueProblems(deployed)).toEqual([
      `Hosting target ${deployed.hosting[1]!.target}: its Link names a local address`,
    ]);
  });
});
