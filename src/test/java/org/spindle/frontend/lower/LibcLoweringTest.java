package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.ast.CType;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;

/** The scanf family and thread-specific data (D46). */
class LibcLoweringTest {
  private static final String DECLS = """
      typedef unsigned int pthread_key_t;
      extern int scanf(const char *f, ...);
      extern int sscanf(const char *s, const char *f, ...);
      extern int __isoc99_fscanf(void *stream, const char *f, ...);
      extern void *stdin;
      extern int pthread_key_create(pthread_key_t *key, void (*destructor)(void *));
      extern int pthread_key_delete(pthread_key_t key);
      extern void *pthread_getspecific(pthread_key_t key);
      extern int pthread_setspecific(pthread_key_t key, const void *value);
      """;

  private static UnsupportedFeature unsupported(String src) {
    return assertThrows(UnsupportedFeature.class, () -> LowerSupport.lower(DECLS + src));
  }

  @Test
  void formatParsingKeepsStoringConversionsOnly() {
    ScanfFormat f = ScanfFormat.parse("x=%d%%%*d %hhu %ld %lld%c %*s %zu %jd %hX");
    assertEquals(List.of("%d", "%hhu", "%ld", "%lld", "%c", "%zu", "%jd", "%hX"),
        f.stores().stream().map(ScanfFormat.Conversion::text).toList());
    assertEquals(List.of(CType.IntKind.INT, CType.IntKind.CHAR, CType.IntKind.LONG, CType.IntKind.LONGLONG,
        CType.IntKind.CHAR, CType.IntKind.LONG, CType.IntKind.LONGLONG, CType.IntKind.SHORT),
        f.stores().stream().map(ScanfFormat.Conversion::kind).toList());
    for (String bad : List.of("%s", "%f", "%n", "%5c", "%p", "%[a-z]", "%Ld", "%d %", "%*[a]")) {
      assertThrows(IllegalArgumentException.class, () -> ScanfFormat.parse(bad), bad);
    }
  }

  @Test
  void scanfStoresExactlyTheFirstResultManyTargets() {
    // every combination the C library allows is reachable, and nothing else
    String prog = """
        int a = 7, b = 8;
        int main() {
          int r = scanf("%d %d", &a, &b);
          if (r < -1 || r > 2) reach_error();
          if (r < 1 && a != 7) reach_error();
          if (r < 2 && b != 8) reach_error();
          return 0;
        }
        """;
    assertEquals(Verdict.SAFE, LowerSupport.verdict(DECLS + prog));
    for (String reachable : List.of("r == -1", "r == 0", "r == 1 && a == -2 && b == 8", "r == 2 && a == 2 && b == -1")) {
      String p = """
          int a = 7, b = 8;
          int main() { int r = __isoc99_fscanf(stdin, "%d %d", &a, &b); if (COND) reach_error(); return 0; }
          """.replace("COND", reachable);
      assertEquals(Verdict.UNSAFE, LowerSupport.verdict(DECLS + p), reachable);
    }
  }

  @Test
  void scanfValuesHaveTheTargetsType() {
    String prog = """
        unsigned char c = 5;
        int main() { int r = scanf("%c", &c); if (r == 1 && c == 255) reach_error(); return 0; }
        """;
    Program p = LowerSupport.lower(DECLS + prog);
    assertTrue(LowerSupport.stmts(p.thread(0)).stream().anyMatch(s -> s.equals("c = nondet_u8()")),
        LowerSupport.stmts(p.thread(0)).toString());
  }

  @Test
  void sscanfReadsOnlyCommandLineArguments() {
    UnsupportedFeature e = unsupported("""
        int main() { int x; char s[3] = "12"; sscanf(s, "%d", &x); return 0; }
        """);
    assertTrue(e.construct().contains("command-line argument"), e.getMessage());
    assertEquals(1, e.pos().line() - DECLS.lines().count() - LowerSupport.PRELUDE.lines().count());
    // argv[1] is read (argv itself is an unknown pointer, so that read is undefined behaviour)
    Program p = LowerSupport.lower(DECLS + """
        int main(int argc, char **argv) { int x = 0; if (argc == 2) sscanf(argv[1], "%d", &x); return x; }
        """);
    assertTrue(LowerSupport.stmts(p.thread(0)).stream().anyMatch(s -> s.contains("sscanf") || s.contains("nondet")));
  }

  @Test
  void unsupportedScanfUsesSayWhy() {
    assertTrue(unsupported("int main() { char s[8]; scanf(\"%s\", s); return 0; }").construct()
        .contains("'%s'"));
    assertTrue(unsupported("int main() { const char *f = \"%d\"; int x; scanf(f, &x); return 0; }").construct()
        .contains("not a string literal"));
    assertTrue(unsupported("int main() { short x; scanf(\"%d\", &x); return 0; }").construct()
        .contains("into a target of type"));
    assertTrue(unsupported("int main() { int x; scanf(\"%d %d\", &x); return 0; }").construct()
        .contains("fewer target arguments"));
  }

  @Test
  void keysArePerThreadAndStartNull() {
    Program p = LowerSupport.lower(DECLS + """
        pthread_key_t k;
        void *w(void *a) { if (pthread_getspecific(k) != 0) reach_error(); pthread_setspecific(k, (void *)2); return 0; }
        int main() { pthread_t t; pthread_key_create(&k, 0); pthread_setspecific(k, (void *)1);
          pthread_create(&t, 0, w, 0); pthread_join(t, 0);
          if (pthread_getspecific(k) != (void *)1) reach_error(); return 0; }
        """);
    List<MemoryObject> cells = p.objects().stream().filter(o -> o.name().endsWith("__specific")).toList();
    assertEquals(2, cells.size(), "one key object per thread instance");
    for (MemoryObject o : cells) {
      assertFalse(o.shared());
      assertEquals(1, o.cellCount());
    }
    assertEquals(List.of(0, 1), cells.stream().map(MemoryObject::owner).sorted().toList());
    assertEquals(Verdict.SAFE, LowerSupport.verdict(DECLS + """
        pthread_key_t k;
        void *w(void *a) { if (pthread_getspecific(k) != 0) reach_error(); pthread_setspecific(k, (void *)2); return 0; }
        int main() { pthread_t t; pthread_key_create(&k, 0); pthread_setspecific(k, (void *)1);
          pthread_create(&t, 0, w, 0); pthread_join(t, 0);
          if (pthread_getspecific(k) != (void *)1) reach_error(); return 0; }
        """));
  }

  @Test
  void keysFromDistinctSitesDiffer() {
    assertEquals(Verdict.UNSAFE, LowerSupport.verdict(DECLS + """
        pthread_key_t k1, k2;
        int main() { pthread_key_create(&k1, 0); pthread_key_create(&k2, 0);
          pthread_setspecific(k1, (void *)1); pthread_setspecific(k2, (void *)2);
          if (pthread_getspecific(k1) == (void *)1 && pthread_getspecific(k2) == (void *)2 && k1 != k2) reach_error();
          return 0; }
        """));
  }

  @Test
  void unsupportedKeyUsesSayWhy() {
    assertTrue(unsupported("""
        void d(void *p) {}
        int main() { pthread_key_t k; pthread_key_create(&k, d); return 0; }
        """).construct().contains("destructor"));
    assertTrue(unsupported("""
        int main() { pthread_key_t k; int n = __VERIFIER_nondet_int(); while (n-- > 0) pthread_key_create(&k, 0); return 0; }
        """).construct().contains("pthread_key_create in a loop"));
    assertTrue(unsupported("""
        pthread_key_t k;
        void mk() { pthread_key_create(&k, 0); }
        int main() { mk(); mk(); return 0; }
        """).construct().contains("more than one calling context"));
  }
}
