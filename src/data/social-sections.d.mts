export interface SocialSection {
  id: string;
  prefix: string;
  title: string;
  subtitle: string;
}
export declare const SECTIONS: SocialSection[];
