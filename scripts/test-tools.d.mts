export interface TestTool {
  name: string;
  packages: string[];
  /** Where a tool that is not a command is installed. */
  file?: string;
}

export declare const testTools: TestTool[];

export declare function commandPlaces(command: string, path?: string): string[];

export declare function findMissingTestTools(machine: {
  path: string | undefined;
  chromiumPath: string;
  isExecutable: (file: string) => boolean;
}): string[];

export type TestToolsPlan =
  | { action: 'none' }
  | { action: 'install'; packages: string[] }
  | { action: 'stop'; message: string };

export declare function planTestTools(machine: {
  missing: string[];
  root: boolean;
  aptGet: boolean;
}): TestToolsPlan;
