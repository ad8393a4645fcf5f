// expect: SAFE
// state-space: finite
// Source: issue 17 §4 (D48), after SV-COMP pthread-ext/30_Function_Pointer3_vs with a bounded
// number of threads. Calls through function pointers: a local chosen by an input, an array and
// a struct field of function pointers, a start routine passed to pthread_create through a
// variable, a pointer compared with NULL. Two workers add op(4, 3) under a lock, where op is
// add1 (8) or sub2 (3): res ends in {6, 11, 16} and never exceeds 16; the array picks
// twice(x) = 2x or neg(x) = -x, so pick(2, k) is 4 or -2.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
typedef unsigned long pthread_t;
typedef union { char size[24]; long align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
typedef int (*binop)(int, int);
typedef int (*unop)(int);
struct ops { binop op; unop un; };
pthread_mutex_t m;
int res;

int add1(int a, int b) { return a + b + 1; }
int sub2(int x, int y) { return x - y + 2; }
int twice(int x) { return 2 * x; }
int neg(int x) { return -x; }
unop table[2] = { twice, neg };

int pick(int v, int k) {
  unop f = table[k];
  if (f == 0) return 0;
  return f(v);
}

void *worker(void *arg) {
  struct ops o;
  o.op = add1;
  if (__VERIFIER_nondet_int()) o.op = sub2;
  o.un = 0;
  int r = o.op(4, 3);
  pthread_mutex_lock(&m);
  res = res + r;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  void *(*start)(void *) = worker;
  pthread_create(&t1, 0, start, 0);
  pthread_create(&t2, 0, start, 0);
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 1) k = 0;
  int p = pick(2, k);
  __VERIFIER_assert(p == 4 || p == -2);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(res == 6 || res == 11 || res == 16);
  return 0;
}
