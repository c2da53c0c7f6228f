/**
 * The elements' runtime: importing the package registers `<viz-item>` (the chart item, bundled with this
 * package: no script to load from anywhere). The dashboard and IQ elements are documented here, not simulated.
 */
import { defineVizItem } from '@quantaloop/viz-item';

void defineVizItem();
