export declare const PUBLISH_DIR: string;
export declare const PUBLISH_NEWS_DIR: string;
export declare const PUBLISH_EXPECT: string;
export declare const PUBLISH_ENV: { NEWS_DIR: string; NEXT_DIST_DIR: string; DATA_DIR: string };
export interface PublishExpectations {
  added: { id: number; title: string; subTitle: string };
  edited: { id: number; title: string };
  removed: { id: number };
}
export declare function makePublishFixture(root: string, sourceDir?: string): PublishExpectations;
