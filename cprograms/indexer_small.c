// expect: SAFE
// state-space: finite
// Source: indexer.c made smaller still, so that IMPACT alone (`verify --explicit-budget 0`) can
// prove it and the ART sizes of the POR modes can be compared (results/verify-por.md): 2 threads
// insert 1 message each into a hash table of size 4 with linear probing, claiming a slot with
// compare-and-swap (an atomic function, SV-COMP style). Thread 0 inserts 1, thread 1 inserts 5;
// hash(w) = w % 4, so both start probing at slot 1.
// Why safe: CAS is atomic, so a slot is claimed by at most one insertion and a failed CAS moves
// to the next slot; both messages fit, so every insertion ends and after the joins each message
// occurs exactly once in the table. Terminates -> finite.
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
int table[4];

int __VERIFIER_atomic_cas(int *p, int old, int nw) {
  if (*p == old) {
    *p = nw;
    return 1;
  }
  return 0;
}

void insert(int w) {
  int h = w % 4;
  int ok = 0;
  while (!ok) {
    ok = __VERIFIER_atomic_cas(&table[h], 0, w);
    h = (h + 1) % 4;
  }
}

void *thr(void *arg) {
  int tid = (int)(long)arg;
  insert(tid * 4 + 1);
  return 0;
}

int count_of(int w) {
  int i, n = 0, v;
  for (i = 0; i < 4; i++) {
    v = table[i];
    if (v == w) n = n + 1;
  }
  return n;
}

int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, thr, (void *)0);
  pthread_create(&t1, 0, thr, (void *)1);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  __VERIFIER_assert(count_of(1) == 1 && count_of(5) == 1);
  return 0;
}
