// Wraps the theme's DocCard: a doc card's description comes from the doc cards module, because
// src/plugins/docs.ts keeps the doc map out of the version data every doc page loads. The doc id is not
// passed on, so the theme never looks the doc up in that (now empty) map.
import React, {type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {docDescription} from '@site/src/lib/docCards';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({item}: Props): ReactNode {
  if (item.type !== 'link') return <DocCard item={item} />;
  return <DocCard item={{...item, description: item.description ?? docDescription(item.docId), docId: undefined}} />;
}
