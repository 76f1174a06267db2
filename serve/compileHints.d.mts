export declare const EAGER_COMPILE_HINT: string;
export declare function hintEagerCompile(dist: string): number;
