export declare const OFFLINE_CHROMIUM_FLAGS: string[];
export declare const TEST_CHROMIUM_FLAGS: string[];
export declare const OFFLINE_DISABLED_FEATURES: string[];
export declare function withDisabledFeatures(flags: string[], features?: string[]): string[];
export declare const HEADLESS_SHELL_PATH: string;
export declare function testChromiumPath(): string;
