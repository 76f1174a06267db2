export declare const PUBLISH_DIR: string;
export declare const PUBLISH_NEWS_DIR: string;
export declare const PUBLISH_EXPECT: string;
export declare const BASE_PATH_ENV: { BASE_PATH: string; NEXT_DIST_DIR: string; NEWS_DIR: string; DATA_DIR: string };
export interface PublishExpectations {
  added: { id: number; title: string; subTitle: string };
  edited: { id: number; title: string };
  removed: { id: number };
}
export declare function makePublishFixture(root: string, sourceDir?: string): PublishExpectations;
