// expect: SAFE
// state-space: finite
// Source: SV-COMP pthread-lit/fkp2013-2 (Farzan, Kincaid, Podelski, "Inductive data flow graphs",
// POPL 2013), with four incrementing threads instead of 50.
// Why safe: each worker adds one to a value of x it read, once, without a lock, so increments can
// be lost but never gained: x never exceeds 4. Intervals alone widen x to INT_MAX; the value
// analysis' counting bound (D62) proves x <= 4 in every run.
extern void reach_error(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }

int x;

void *incrementer(void *arg) {
  int t = x;
  x = t + 1;
  return 0;
}

int main(void) {
  pthread_t h[4];
  for (int i = 0; i < 4; i++) pthread_create(&h[i], 0, incrementer, 0);
  __VERIFIER_assert(x <= 4);
  for (int i = 0; i < 4; i++) pthread_join(h[i], 0);
  __VERIFIER_assert(x <= 4);
  return 0;
}
