// An OpenCL kernel (address spaces, barriers, work-item builtins) for the GPU and
// SPIR-V triples of the IR corpus.
__kernel void vadd(__global const float* a, __global const float* b, __global float* c, __local float* tmp) {
  int i = get_global_id(0); tmp[get_local_id(0)] = a[i]; barrier(CLK_LOCAL_MEM_FENCE); c[i] = tmp[get_local_id(0)] + b[i];
}
