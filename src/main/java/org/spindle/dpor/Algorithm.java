package org.spindle.dpor;

/** The stateless engines of {@code spindle explore --algo} (issue 16). */
public enum Algorithm {
  /** Source-DPOR with source sets and sleep sets (Abdulla et al., POPL 2014, Algorithm 1). */
  SDPOR("sdpor", "Source-DPOR"),
  /** Optimal-DPOR with wakeup trees (Abdulla et al., POPL 2014, Algorithm 2). */
  ODPOR("odpor", "Optimal-DPOR"),
  /**
   * Optimal-DPOR-Await (Jonsson, Lång, Sagonas, FMCAD 2022, Algorithm 1) on the program after
   * partial loop purity elimination and the await rewrite (D40).
   */
  AWAIT("await", "Optimal-DPOR-Await"),
  /** Eager POR: sections explored through trace constraint systems (thesis 003, Algorithm 1). */
  EPOR("epor", "Eager POR"),
  /** Eager POR with short sections: at most one dependent event per thread and section (003 §3.3). */
  EPOR_SH("epor-sh", "Eager POR with short sections"),
  /** ODPOR_cs: Optimal-DPOR with context-sensitive independence (004 Algorithm 1; D42). */
  CS("cs", "Optimal-DPOR-cs"),
  /** ODPOR^ob: Optimal-DPOR with observers (004 §4.1, Fig. 5; Aronis et al. 2018; D42). */
  OB("ob", "Optimal-DPOR with observers"),
  /** ODPOR_cs^ob: context-sensitive Optimal-DPOR with observers (004 Algorithm 2; D42). */
  CS_OB("cs-ob", "Optimal-DPOR-cs with observers");

  private final String cliName;
  private final String title;

  Algorithm(String cliName, String title) {
    this.cliName = cliName;
    this.title = title;
  }

  public String cliName() {
    return cliName;
  }

  /** The name in verdict explanations ("Proved by Source-DPOR, N executions"). */
  public String title() {
    return title;
  }

  /**
   * Whether a complete exploration without an error proves the program safe. Not for {@code cs}
   * and {@code cs-ob}: their context-sensitive pruning, as 004 specifies it, misses errors on
   * programs a review found (D47: cuts whose continuation alone would reveal a race, reversals
   * built from ancestors only), so their clean explorations end UNKNOWN; their counts stand.
   */
  public boolean provesSafety() {
    return this != CS && this != CS_OB;
  }

  /** True for the engines of D42 (context-sensitive independence and observers). */
  public boolean contextSensitive() {
    return this == CS || this == OB || this == CS_OB;
  }

  /** The names {@code --algo} accepts, comma-separated. */
  public static String cliNames() {
    return java.util.Arrays.stream(values()).map(Algorithm::cliName).collect(java.util.stream.Collectors.joining(", "));
  }

  public static Algorithm fromCli(String name) {
    for (Algorithm a : values()) if (a.cliName.equals(name)) return a;
    throw new IllegalArgumentException("unknown algorithm '" + name + "'");
  }
}
