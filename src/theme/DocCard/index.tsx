// Wraps the theme's DocCard: a doc card's description now comes from the descriptions module
// (src/plugins/docs.ts keeps descriptions out of the version data every doc page loads).
import React, {type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {docDescription} from '@site/src/lib/docDescriptions';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({item}: Props): ReactNode {
  const withDescription = item.type === 'link' && !item.description ? {...item, description: docDescription(item.docId)} : item;
  return <DocCard item={withDescription} />;
}
