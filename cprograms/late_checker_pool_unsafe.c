// expect: UNSAFE
// state-space: beyond-thread-bound
// Source: issue 17, thread-bound deepening and search order (docs/decisions.md D52); a
// thread-pool variant of SV-COMP pthread-lit/fkp2013-1. main starts a checker, then eight
// incrementers in a `while` loop (a thread pool), and joins them all. The checker asserts
// that the incrementers have not all finished yet.
// Bug: each incrementer reads x into a local and writes it back plus one (two steps). If the
// eight run one after another, each without interruption, and the checker reads x only
// after all of them, it reads 8 and reach_error() is reached. That needs all eight
// instances of the pool: with --thread-bound 3 or 6 some incrementers are dormant, x stays
// below 8, and the answer is UNKNOWN (thread bound); verify deepens 3 -> 6 -> 12, where the
// error is reachable. Terminates, no inputs -> finite.
extern void reach_error(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int x;

void *checker(void *arg) {
  int seen = x;
  if (seen >= 8) reach_error();
  return 0;
}

void *incrementer(void *arg) {
  int t = x;
  x = t + 1;
  return 0;
}

int main(void) {
  pthread_t c = 0;
  pthread_t t[8] = {0};
  pthread_create(&c, 0, checker, 0);
  int i = 0;
  while (i < 8) {
    pthread_create(&t[i], 0, incrementer, 0);
    i = i + 1;
  }
  for (int j = 0; j < 8; j++) {
    pthread_join(t[j], 0);
  }
  pthread_join(c, 0);
  return 0;
}
