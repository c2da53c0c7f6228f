/** UI strings of the item in the example locales (en, nl, fr); other locales fall back to English. */
import { own } from '../lib/own';
import type { LanguageMap } from './types';

const MESSAGES = {
  en: {
    noData: 'No data to show',
    count: 'Count',
    empty: '(empty)',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    clear: 'Clear',
    search: 'Search',
    searchPlaceholder: 'Type to search…',
    selectAll: 'Select all',
    all: 'All',
    choose: 'Choose…',
    previousPeriod: 'Previous period',
    previousYear: 'Same period last year',
    comparison: 'Compare with',
    period: 'Period',
    quarter: 'Q',
    week: 'W',
    total: 'Total',
    minimum: 'Minimum',
    maximum: 'Maximum',
    playVideo: 'Play video',
    dataTable: 'Data table',
    target: 'Target',
    other: 'Other',
    vsPrevious: 'vs previous period',
    loading: 'Loading…',
    clearSelection: 'Clear selection',
    partialPeriod: 'Partial period',
    noValue: 'No data',
    moreColumns: 'More columns',
    firstColumns: 'First columns',
  },
  nl: {
    noData: 'Geen gegevens om te tonen',
    count: 'Aantal',
    empty: '(leeg)',
    from: 'Van',
    to: 'Tot',
    apply: 'Toepassen',
    clear: 'Wissen',
    search: 'Zoeken',
    searchPlaceholder: 'Typ om te zoeken…',
    selectAll: 'Alles selecteren',
    all: 'Alle',
    choose: 'Kies…',
    previousPeriod: 'Vorige periode',
    previousYear: 'Zelfde periode vorig jaar',
    comparison: 'Vergelijk met',
    period: 'Periode',
    quarter: 'K',
    week: 'W',
    total: 'Totaal',
    minimum: 'Minimum',
    maximum: 'Maximum',
    playVideo: 'Video afspelen',
    dataTable: 'Gegevenstabel',
    target: 'Doel',
    other: 'Overige',
    vsPrevious: 't.o.v. vorige periode',
    loading: 'Laden…',
    clearSelection: 'Selectie wissen',
    partialPeriod: 'Onvolledige periode',
    noValue: 'Geen gegevens',
    moreColumns: 'Meer kolommen',
    firstColumns: 'Eerste kolommen',
  },
  fr: {
    noData: 'Aucune donnée à afficher',
    count: 'Nombre',
    empty: '(vide)',
    from: 'Du',
    to: 'Au',
    apply: 'Appliquer',
    clear: 'Effacer',
    search: 'Rechercher',
    searchPlaceholder: 'Tapez pour rechercher…',
    selectAll: 'Tout sélectionner',
    all: 'Tous',
    choose: 'Choisir…',
    previousPeriod: 'Période précédente',
    previousYear: "Même période l'an dernier",
    comparison: 'Comparer avec',
    period: 'Période',
    quarter: 'T',
    week: 'S',
    total: 'Total',
    minimum: 'Minimum',
    maximum: 'Maximum',
    playVideo: 'Lire la vidéo',
    dataTable: 'Tableau de données',
    target: 'Objectif',
    other: 'Autres',
    vsPrevious: 'vs période précédente',
    loading: 'Chargement…',
    clearSelection: 'Effacer la sélection',
    partialPeriod: 'Période incomplète',
    noValue: 'Pas de données',
    moreColumns: 'Plus de colonnes',
    firstColumns: 'Premières colonnes',
  },
} as const;

export type MessageKey = keyof (typeof MESSAGES)['en'];

/** The language part of a locale (`nl-BE` -> `nl`). */
export function languageOf(locale: string | undefined): string {
  return (locale || 'en').split(/[-_]/)[0]!.toLowerCase();
}

export function t(locale: string | undefined, key: MessageKey): string {
  const lang = languageOf(locale) as keyof typeof MESSAGES;
  return (own(MESSAGES, lang) ?? MESSAGES.en)[key];
}

/** Picks the text for a locale from a language map: exact, then language, then English, then any. */
export function pickLanguage(
  map: LanguageMap | string | undefined | null,
  locale: string | undefined,
): string | undefined {
  if (map === undefined || map === null) return undefined;
  if (typeof map === 'string') return map;
  if (typeof map !== 'object') return undefined;
  const lang = languageOf(locale);
  const value =
    own(map, locale ?? '') ??
    own(map, lang) ??
    own(map, 'en') ??
    Object.values(map).find((v) => typeof v === 'string');
  return typeof value === 'string' ? value : undefined;
}
