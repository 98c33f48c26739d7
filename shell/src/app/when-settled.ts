import { WHEN_SETTLED_ATTRIBUTE } from '@pepper/contract/document';

/**
 * Moves the links of the document's `<template data-when-settled>` (files of a likely next page, fetched ahead
 * and not run) into the head. Called once the page has settled: before, they would share a phone's slow link
 * with the page's own code.
 */
export function fetchSettledLinks(doc: Document = document): void {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(`template[${WHEN_SETTLED_ATTRIBUTE}]`)) {
    doc.head.append(template.content);
    template.remove();
  }
}
