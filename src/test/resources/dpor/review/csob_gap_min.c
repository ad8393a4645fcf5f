// UNSAFE. Found by the 2026-11-29 review of the DPOR engines (docs/decisions.md D47), cause 1:
// cs-ob: a cut at lines 7-9 whose continuation holds the only observer of a write-write race before it.
extern void reach_error(void);
void __VERIFIER_atomic_begin(void); void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int a, c;
void *t2(void *arg) { a = 2; if (c == 2) c = 0; return 0; }
void *t3(void *arg) { __VERIFIER_atomic_begin(); a = 1; c = 1; __VERIFIER_atomic_end(); return 0; }
int main(void) {
  pthread_t t[2];
  pthread_create(&t[0], 0, t2, 0);
  pthread_create(&t[1], 0, t3, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  if (a == 2) reach_error();
  return 0;
}
