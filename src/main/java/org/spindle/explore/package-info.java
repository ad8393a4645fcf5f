/**
 * The explicit engines on the concrete interpreter ({@code interp}): the exhaustive explicit-state
 * search with a visited set and the local-step reduction ({@link org.spindle.explore.Explorer};
 * its persistent-set argument is next to the code), its result and its conversion to the
 * engine-neutral result ({@link org.spindle.explore.ExploreResults}), and random testing with
 * uniform and PCT scheduling ({@link org.spindle.explore.RandomTesting}). {@code verify}'s
 * portfolio runs them beside IMPACT; IMPACT itself does not depend on this package.
 */
package org.spindle.explore;
