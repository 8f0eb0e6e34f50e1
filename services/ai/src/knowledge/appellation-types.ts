/** The kinds of wine a place makes, as its answers speak of them. */
export type PlaceWineType = 'red' | 'white' | 'rose' | 'sparkling' | 'dessert' | 'fortified';
