export interface LabelledText {
  text: string;
  label: 'clean' | 'abusive';
}

export const clean = (text: string): LabelledText => ({ text, label: 'clean' });
export const abusive = (text: string): LabelledText => ({ text, label: 'abusive' });
