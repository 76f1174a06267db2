export declare const EDITOR_DIR: string;
export declare const EDITOR_REPO: string;
export declare const EDITOR_AUTHOR: string;
export declare const FIXTURE_AUTHOR: string;
export declare function makeEditorRepo(root?: string): void;
