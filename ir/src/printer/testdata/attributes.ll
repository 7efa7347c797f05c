; Every attribute form (flags, integers, types, raw arguments, strings, groups);
; not valid IR (llvm-as-19 -disable-verify), checked by the round-trip test in ../tests.rs.
source_filename = "attributes.ll"
%S = type { i32 }
declare noalias nonnull align 16 dereferenceable(8) dereferenceable_or_null(4) ptr @a(ptr byval(%S) align 4, ptr sret(%S), ptr inalloca(i32), ptr preallocated(i32), ptr byref(i32), ptr nocapture readonly nest, ptr swiftself, ptr swifterror, ptr swiftasync, i32 signext range(i32 0, 10), i8 zeroext, i32 inreg, ptr returned, ptr writable dead_on_unwind initializes((0, 4), (8, 12)), float nofpclass(nan inf), i32 immarg, ptr allocalign, ptr allocptr, ptr elementtype(i32), i32 noundef) #0
declare void @b() #1
declare void @c() #2
declare void @d() #3
declare void @e() uwtable(sync) alignstack(8) allocsize(0) memory(read, argmem: readwrite, inaccessiblemem: none) "x" "y"="z\0A"
define void @f() #4 {
  call void @b() #5
  call void @b() nounwind readnone
  call void @b() "a"="b"
  ret void
}
attributes #0 = { allocsize(0, 1) allockind("alloc,zeroed") "alloc-family"="malloc" }
attributes #1 = { uwtable vscale_range(1,16) alignstack=16 }
attributes #2 = { uwtable(sync) memory(none) nocallback nofree nosync nounwind willreturn speculatable convergent cold hot noduplicate }
attributes #3 = { noinline optnone mustprogress norecurse noreturn returns_twice ssp sspreq sspstrong safestack sanitize_address sanitize_thread sanitize_memory sanitize_hwaddress sanitize_memtag shadowcallstack nosanitize_coverage nosanitize_bounds naked nomerge nobuiltin builtin strictfp minsize optsize inlinehint alwaysinline jumptable noimplicitfloat noredzone nonlazybind null_pointer_is_valid optforfuzzing presplitcoroutine speculative_load_hardening nocf_check noprofile skipprofile fn_ret_thunk_extern disable_sanitizer_instrumentation coro_only_destroy_when_complete sanitize_numerical_stability optdebug }
attributes #4 = { vscale_range(2) }
attributes #5 = { builtin memory(argmem: read) }
