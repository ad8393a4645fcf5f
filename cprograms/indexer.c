// expect: SAFE
// state-space: finite
// Source: the Indexer benchmark (Flanagan and Godefroid, POPL 2005; thesis Sec. 3 and 5),
// made small: 2 threads insert 2 messages each into a hash table of size 8 with linear
// probing, claiming a slot with compare-and-swap (an atomic function, SV-COMP style).
// Messages: thread 0 inserts 1 and 2, thread 1 inserts 9 and 10; hash(w) = w % 8, so
// 1 and 9 (and 2 and 10) collide.
// Why safe: CAS is atomic, so a slot is claimed by at most one insertion and a failed CAS
// moves to the next slot; the 4 messages fit in the 8 slots, so every insertion ends and
// after the joins each message occurs exactly once in the table. Terminates -> finite.
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
int table[8];

int __VERIFIER_atomic_cas(int *p, int old, int nw) {
  if (*p == old) {
    *p = nw;
    return 1;
  }
  return 0;
}

void insert(int w) {
  int h = w % 8;
  int ok = 0;
  while (!ok) {
    ok = __VERIFIER_atomic_cas(&table[h], 0, w);
    h = (h + 1) % 8;
  }
}

void *thr(void *arg) {
  int tid = (int)(long)arg;
  int m;
  for (m = 1; m <= 2; m++) {
    insert(tid * 8 + m);
  }
  return 0;
}

int count_of(int w) {
  int i, n = 0, v;
  for (i = 0; i < 8; i++) {
    v = table[i];
    if (v == w) n = n + 1;
  }
  return n;
}

int main(void) {
  pthread_t t0, t1;
  int n1, n2, n9, n10;
  pthread_create(&t0, 0, thr, (void *)0);
  pthread_create(&t1, 0, thr, (void *)1);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  n1 = count_of(1);
  n2 = count_of(2);
  n9 = count_of(9);
  n10 = count_of(10);
  __VERIFIER_assert(n1 == 1 && n2 == 1 && n9 == 1 && n10 == 1);
  return 0;
}
