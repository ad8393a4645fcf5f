// expect: SAFE
// state-space: finite
// Source: "Awaiting for Godot" Fig. 1 (a concurrent sorting network for 3 elements).
// p: sort x[0],x[1]; y := 1; spin until y == 2; sort x[0],x[1] again.
// q: spin until y == 1; sort x[1],x[2]; y := 2.
// The inputs x[0..2] are nondet (in -2..2 for explicit search). Main asserts sorted.
// Why safe: y orders the three compare-exchange steps: p's first exchange happens before
// y := 1, q's exchange after it and before y := 2, p's second after that. The three steps
// in this order are bubble sort of 3 elements, so x ends sorted. Spinning does not change
// state -> finite.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int x[3];
int y;

void sort01(void) {
  int a = x[0];
  int b = x[1];
  if (a > b) {
    x[0] = b;
    x[1] = a;
  }
}

void *p(void *arg) {
  sort01();
  y = 1;
  while (y != 2) { }
  sort01();
  return 0;
}

void *q(void *arg) {
  int a, b;
  while (y != 1) { }
  a = x[1];
  b = x[2];
  if (a > b) {
    x[1] = b;
    x[2] = a;
  }
  y = 2;
  return 0;
}

int main(void) {
  pthread_t tp, tq;
  int a, b, c;
  a = __VERIFIER_nondet_int();
  b = __VERIFIER_nondet_int();
  c = __VERIFIER_nondet_int();
  x[0] = a;
  x[1] = b;
  x[2] = c;
  pthread_create(&tp, 0, p, 0);
  pthread_create(&tq, 0, q, 0);
  pthread_join(tp, 0);
  pthread_join(tq, 0);
  a = x[0];
  b = x[1];
  c = x[2];
  __VERIFIER_assert(a <= b && b <= c);
  return 0;
}
