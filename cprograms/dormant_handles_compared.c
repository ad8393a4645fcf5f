// expect: SAFE
// state-space: beyond-thread-bound
// Source: issue 17, threads beyond the thread bound (docs/decisions.md D44, amended after an
// adversarial review, 2026-11-29). Four threads created in a loop, their handles compared
// afterwards: pthread_equal of two distinct threads is false, so the assertion never fails.
// With --thread-bound below 4 the last creations are dormant; every dormant thread has the same
// handle value, so a search that compared those values would see two equal handles and report a
// bug no real run has. The interpreter stops such a run instead: UNKNOWN (thread bound) below
// bound 4, SAFE from 4 on.
#include <pthread.h>
extern void __VERIFIER_assert(int);
extern int __VERIFIER_nondet_int(void);
void *t(void *a) { return 0; }
pthread_t h[4];
int main(void) {
  int n = 0;
  while (n < 4 && __VERIFIER_nondet_int()) { pthread_create(&h[n], 0, t, 0); n++; }
  if (n == 4) __VERIFIER_assert(!pthread_equal(h[2], h[3]));
  return 0;
}
