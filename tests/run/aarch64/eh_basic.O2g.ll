; ModuleID = 'tests/run/aarch64/eh_basic.cpp'
source_filename = "tests/run/aarch64/eh_basic.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%"class.std::allocator" = type { i8 }

$_ZN4BaseD2Ev = comdat any

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_ = comdat any

$__clang_call_terminate = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived4codeEv = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTV7Derived = comdat any

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 8
@.str = private unnamed_addr constant [5 x i8] c"text\00", align 1, !dbg !0
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE }, comdat, align 8
@_ZTId = external constant ptr
@.str.2 = private unnamed_addr constant [11 x i8] c"string %s\0A\00", align 1, !dbg !8
@.str.3 = private unnamed_addr constant [9 x i8] c"base %d\0A\00", align 1, !dbg !13
@.str.4 = private unnamed_addr constant [8 x i8] c"int %d\0A\00", align 1, !dbg !18
@.str.5 = private unnamed_addr constant [16 x i8] c"sum %d live %d\0A\00", align 1, !dbg !23
@_ZL4live = internal unnamed_addr global i32 0, align 4, !dbg !28
@.str.6 = private unnamed_addr constant [10 x i8] c"enter %d\0A\00", align 1, !dbg !823
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN4BaseD2Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZNK7Derived4codeEv] }, comdat, align 8
@.str.7 = private unnamed_addr constant [10 x i8] c"leave %d\0A\00", align 1, !dbg !828
@.str.8 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1, !dbg !830
@str = private unnamed_addr constant [15 x i8] c"something else\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z4deepii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !1672 {
  %3 = alloca %"class.std::allocator", align 1
    #dbg_value(i32 %0, !1676, !DIExpression(), !1679)
    #dbg_value(i32 %1, !1677, !DIExpression(), !1679)
    #dbg_value(ptr undef, !1680, !DIExpression(), !1685)
    #dbg_value(i32 %0, !1683, !DIExpression(), !1685)
    #dbg_value(i32 %0, !1678, !DIExpression(), !1679)
  %4 = load i32, ptr @_ZL4live, align 4, !dbg !1687, !tbaa !1689
  %5 = add nsw i32 %4, 1, !dbg !1687
  store i32 %5, ptr @_ZL4live, align 4, !dbg !1687, !tbaa !1689
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0), !dbg !1693
  %7 = icmp sgt i32 %0, 0, !dbg !1694
  br i1 %7, label %8, label %12, !dbg !1696

8:                                                ; preds = %2
  %9 = add nsw i32 %0, -1, !dbg !1697
  invoke void @_Z4deepii(i32 noundef %9, i32 noundef %1)
          to label %30 unwind label %10, !dbg !1699

10:                                               ; preds = %26, %15, %8
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !1700
  br label %34, !dbg !1700

12:                                               ; preds = %2
  switch i32 %1, label %30 [
    i32 0, label %13
    i32 1, label %15
    i32 2, label %17
    i32 3, label %24
  ], !dbg !1701

13:                                               ; preds = %12
  %14 = tail call ptr @__cxa_allocate_exception(i64 4) #15, !dbg !1702
  store i32 7, ptr %14, align 16, !dbg !1702, !tbaa !1689
  br label %26

15:                                               ; preds = %12
  %16 = tail call ptr @__cxa_allocate_exception(i64 8) #15, !dbg !1704
    #dbg_value(ptr %16, !1705, !DIExpression(), !1735)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Derived, i64 16), ptr %16, align 8, !dbg !1737, !tbaa !1738
  invoke void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTI7Derived, ptr nonnull @_ZN4BaseD2Ev) #16
          to label %39 unwind label %10, !dbg !1704

17:                                               ; preds = %12
  %18 = tail call ptr @__cxa_allocate_exception(i64 32) #15, !dbg !1740
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #15, !dbg !1741
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull @.str, ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %19 unwind label %22, !dbg !1741

19:                                               ; preds = %17
  invoke void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #16
          to label %39 unwind label %20, !dbg !1740

20:                                               ; preds = %19
  %21 = landingpad { ptr, i32 }
          cleanup, !dbg !1742
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #15, !dbg !1740
  br label %34, !dbg !1740

22:                                               ; preds = %17
  %23 = landingpad { ptr, i32 }
          cleanup, !dbg !1742
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #15, !dbg !1740
  call void @__cxa_free_exception(ptr %18) #15, !dbg !1740
  br label %34, !dbg !1740

24:                                               ; preds = %12
  %25 = tail call ptr @__cxa_allocate_exception(i64 8) #15, !dbg !1743
  store double 2.500000e+00, ptr %25, align 16, !dbg !1743, !tbaa !1744
  br label %26

26:                                               ; preds = %13, %24
  %27 = phi ptr [ %25, %24 ], [ %14, %13 ]
  %28 = phi ptr [ @_ZTId, %24 ], [ @_ZTIi, %13 ]
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull %28, ptr null) #16
          to label %29 unwind label %10, !dbg !1746

29:                                               ; preds = %26
  unreachable

30:                                               ; preds = %12, %8
    #dbg_value(ptr undef, !1747, !DIExpression(), !1750)
  %31 = load i32, ptr @_ZL4live, align 4, !dbg !1752, !tbaa !1689
  %32 = add nsw i32 %31, -1, !dbg !1752
  store i32 %32, ptr @_ZL4live, align 4, !dbg !1752, !tbaa !1689
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %0), !dbg !1754
  ret void, !dbg !1755

34:                                               ; preds = %20, %22, %10
  %35 = phi { ptr, i32 } [ %11, %10 ], [ %23, %22 ], [ %21, %20 ]
    #dbg_value(ptr undef, !1747, !DIExpression(), !1756)
  %36 = load i32, ptr @_ZL4live, align 4, !dbg !1758, !tbaa !1689
  %37 = add nsw i32 %36, -1, !dbg !1758
  store i32 %37, ptr @_ZL4live, align 4, !dbg !1758, !tbaa !1689
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %0), !dbg !1759
  resume { ptr, i32 } %35, !dbg !1755

39:                                               ; preds = %19, %15
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat !dbg !1760 {
    #dbg_value(ptr %0, !1762, !DIExpression(), !1764)
  ret void, !dbg !1765
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 !dbg !1766 {
  %4 = alloca i64, align 8, !DIAssignID !1778
    #dbg_value(ptr %0, !1773, !DIExpression(), !1779)
    #dbg_value(ptr %1, !1774, !DIExpression(), !1779)
    #dbg_value(ptr %2, !1775, !DIExpression(), !1779)
    #dbg_value(ptr %0, !1780, !DIExpression(), !1783)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1785
    #dbg_value(ptr %0, !1786, !DIExpression(), !1792)
    #dbg_value(ptr %5, !1789, !DIExpression(), !1792)
    #dbg_value(ptr %2, !1790, !DIExpression(), !1792)
  store ptr %5, ptr %0, align 8, !dbg !1794, !tbaa !1795
  %6 = icmp eq ptr %1, null, !dbg !1798
  br i1 %6, label %7, label %8, !dbg !1800

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.8) #16, !dbg !1801
  unreachable, !dbg !1801

8:                                                ; preds = %3
    #dbg_value(ptr %1, !1802, !DIExpression(), !1805)
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #15, !dbg !1807
    #dbg_value(!DIArgList(ptr %1, i64 %9), !1776, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1808)
    #dbg_assign(i1 undef, !809, !DIExpression(), !1778, ptr %4, !DIExpression(), !1809)
    #dbg_value(i8 undef, !808, !DIExpression(), !1809)
    #dbg_value(ptr %0, !804, !DIExpression(), !1809)
    #dbg_value(ptr %1, !806, !DIExpression(), !1809)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !807, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1809)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15, !dbg !1811
  store i64 %9, ptr %4, align 8, !dbg !1812, !tbaa !1813, !DIAssignID !1815
    #dbg_assign(i64 %9, !809, !DIExpression(), !1815, ptr %4, !DIExpression(), !1809)
  %10 = icmp ugt i64 %9, 15, !dbg !1816
  br i1 %10, label %11, label %14, !dbg !1818

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0), !dbg !1819
    #dbg_value(ptr %0, !1821, !DIExpression(), !1825)
    #dbg_value(ptr %12, !1824, !DIExpression(), !1825)
  store ptr %12, ptr %0, align 8, !dbg !1827, !tbaa !1828
  %13 = load i64, ptr %4, align 8, !dbg !1830, !tbaa !1813
    #dbg_value(ptr %0, !1831, !DIExpression(), !1835)
    #dbg_value(i64 %13, !1834, !DIExpression(), !1835)
  store i64 %13, ptr %5, align 8, !dbg !1837, !tbaa !1838
  br label %14, !dbg !1839

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ], !dbg !1840
    #dbg_value(ptr %0, !810, !DIExpression(), !1809)
    #dbg_value(ptr %0, !1843, !DIExpression(), !1846)
    #dbg_value(ptr %15, !1847, !DIExpression(), !1852)
    #dbg_value(ptr %1, !1850, !DIExpression(), !1852)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !1851, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1852)
    #dbg_value(ptr %15, !1854, !DIExpression(), !1859)
    #dbg_value(ptr %1, !1857, !DIExpression(), !1859)
    #dbg_value(i64 %9, !1858, !DIExpression(), !1859)
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ], !dbg !1861

16:                                               ; preds = %14
    #dbg_value(ptr %15, !1862, !DIExpression(), !1866)
    #dbg_value(ptr %1, !1865, !DIExpression(), !1866)
  %17 = load i8, ptr %1, align 1, !dbg !1869, !tbaa !1838
  store i8 %17, ptr %15, align 1, !dbg !1870, !tbaa !1838
  br label %19, !dbg !1871

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false), !dbg !1872
  br label %19, !dbg !1879

19:                                               ; preds = %18, %16, %14
    #dbg_value(ptr null, !810, !DIExpression(), !1809)
  %20 = load i64, ptr %4, align 8, !dbg !1880, !tbaa !1813
    #dbg_value(ptr %0, !1881, !DIExpression(), !1885)
    #dbg_value(i64 %20, !1884, !DIExpression(), !1885)
    #dbg_value(ptr %0, !1887, !DIExpression(), !1891)
    #dbg_value(i64 %20, !1890, !DIExpression(), !1891)
  %21 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1893
  store i64 %20, ptr %21, align 8, !dbg !1894, !tbaa !1895
    #dbg_value(ptr %0, !1843, !DIExpression(), !1896)
  %22 = load ptr, ptr %0, align 8, !dbg !1898, !tbaa !1828
  %23 = getelementptr inbounds i8, ptr %22, i64 %20, !dbg !1899
    #dbg_value(ptr %23, !1862, !DIExpression(), !1900)
    #dbg_value(ptr undef, !1865, !DIExpression(), !1900)
  store i8 0, ptr %23, align 1, !dbg !1902, !tbaa !1838
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15, !dbg !1903
  ret void, !dbg !1904
}

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 -2147483638, -2147483648) i32 @_Z3runi(i32 noundef %0) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !1905 {
    #dbg_value(i32 %0, !1907, !DIExpression(), !1914)
  invoke void @_Z4deepii(i32 noundef 3, i32 noundef %0)
          to label %42 unwind label %2, !dbg !1915

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI4Base
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
          catch ptr null, !dbg !1917
  %4 = extractvalue { ptr, i32 } %3, 0, !dbg !1917
  %5 = extractvalue { ptr, i32 } %3, 1, !dbg !1917
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #15, !dbg !1918
  %7 = icmp eq i32 %5, %6, !dbg !1918
  br i1 %7, label %8, label %13, !dbg !1918

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #15, !dbg !1919
  %10 = load i32, ptr %9, align 4, !dbg !1919, !tbaa !1689
    #dbg_value(i32 %10, !1913, !DIExpression(), !1914)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10), !dbg !1921
  %12 = add nsw i32 %10, 10, !dbg !1923
  tail call void @__cxa_end_catch() #15, !dbg !1924
  br label %42

13:                                               ; preds = %2
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #15, !dbg !1918
  %15 = icmp eq i32 %5, %14, !dbg !1918
  br i1 %15, label %16, label %30, !dbg !1918

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_begin_catch(ptr %4) #15, !dbg !1925
    #dbg_value(ptr %17, !1911, !DIExpression(), !1914)
  %18 = load ptr, ptr %17, align 8, !dbg !1927, !tbaa !1738
  %19 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !1927
  %20 = load ptr, ptr %19, align 8, !dbg !1927
  %21 = invoke noundef i32 %20(ptr noundef nonnull align 8 dereferenceable(8) %17)
          to label %22 unwind label %39, !dbg !1927

22:                                               ; preds = %16
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %21), !dbg !1928
  %24 = load ptr, ptr %17, align 8, !dbg !1929, !tbaa !1738
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !1929
  %26 = load ptr, ptr %25, align 8, !dbg !1929
  %27 = invoke noundef i32 %26(ptr noundef nonnull align 8 dereferenceable(8) %17)
          to label %28 unwind label %39, !dbg !1929

28:                                               ; preds = %22
  %29 = add nsw i32 %27, 20, !dbg !1930
  tail call void @__cxa_end_catch(), !dbg !1919
  br label %42

30:                                               ; preds = %13
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #15, !dbg !1918
  %32 = icmp eq i32 %5, %31, !dbg !1918
  %33 = tail call ptr @__cxa_begin_catch(ptr %4) #15, !dbg !1914
  br i1 %32, label %34, label %37, !dbg !1918

34:                                               ; preds = %30
    #dbg_value(ptr %33, !1908, !DIExpression(), !1914)
    #dbg_value(ptr %33, !1931, !DIExpression(), !1934)
    #dbg_value(ptr %33, !1843, !DIExpression(), !1936)
  %35 = load ptr, ptr %33, align 8, !dbg !1938, !tbaa !1828
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %35), !dbg !1939
  tail call void @__cxa_end_catch(), !dbg !1925
  br label %42

37:                                               ; preds = %30
  %38 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !1940
  tail call void @__cxa_end_catch(), !dbg !1942
  br label %42

39:                                               ; preds = %22, %16
  %40 = landingpad { ptr, i32 }
          cleanup, !dbg !1943
  invoke void @__cxa_end_catch()
          to label %41 unwind label %44, !dbg !1919

41:                                               ; preds = %39
  resume { ptr, i32 } %40, !dbg !1942

42:                                               ; preds = %1, %8, %28, %34, %37
  %43 = phi i32 [ %12, %8 ], [ %29, %28 ], [ 30, %34 ], [ 40, %37 ], [ 0, %1 ], !dbg !1914
  ret i32 %43, !dbg !1944

44:                                               ; preds = %39
  %45 = landingpad { ptr, i32 }
          catch ptr null, !dbg !1942
  %46 = extractvalue { ptr, i32 } %45, 0, !dbg !1942
  tail call void @__clang_call_terminate(ptr %46) #17, !dbg !1942
  unreachable, !dbg !1942
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !990 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #15
  tail call void @_ZSt9terminatev() #17
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #7 !dbg !1945 {
    #dbg_value(i32 0, !1947, !DIExpression(), !1950)
    #dbg_value(i32 0, !1948, !DIExpression(), !1951)
    #dbg_value(i32 0, !1948, !DIExpression(), !1951)
    #dbg_value(i32 0, !1947, !DIExpression(), !1950)
  %1 = tail call noundef i32 @_Z3runi(i32 noundef 0), !dbg !1952
    #dbg_value(i32 %1, !1947, !DIExpression(), !1950)
    #dbg_value(i32 1, !1948, !DIExpression(), !1951)
  %2 = tail call noundef i32 @_Z3runi(i32 noundef 1), !dbg !1952
  %3 = add nsw i32 %2, %1, !dbg !1954
    #dbg_value(i32 %3, !1947, !DIExpression(), !1950)
    #dbg_value(i32 2, !1948, !DIExpression(), !1951)
  %4 = tail call noundef i32 @_Z3runi(i32 noundef 2), !dbg !1952
  %5 = add nsw i32 %4, %3, !dbg !1954
    #dbg_value(i32 %5, !1947, !DIExpression(), !1950)
    #dbg_value(i32 3, !1948, !DIExpression(), !1951)
  %6 = tail call noundef i32 @_Z3runi(i32 noundef 3), !dbg !1952
  %7 = add nsw i32 %6, %5, !dbg !1954
    #dbg_value(i32 %7, !1947, !DIExpression(), !1950)
    #dbg_value(i32 4, !1948, !DIExpression(), !1951)
  %8 = tail call noundef i32 @_Z3runi(i32 noundef 4), !dbg !1952
  %9 = add nsw i32 %8, %7, !dbg !1954
    #dbg_value(i32 %9, !1947, !DIExpression(), !1950)
    #dbg_value(i32 5, !1948, !DIExpression(), !1951)
  %10 = load i32, ptr @_ZL4live, align 4, !dbg !1955, !tbaa !1689
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %9, i32 noundef %10), !dbg !1956
  %12 = icmp ne i32 %9, 109, !dbg !1957
  %13 = zext i1 %12 to i32, !dbg !1958
  ret i32 %13, !dbg !1959
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat !dbg !1960 {
    #dbg_value(ptr %0, !1963, !DIExpression(), !1964)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #18, !dbg !1965
  ret void, !dbg !1965
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Derived4codeEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat !dbg !1966 {
    #dbg_value(ptr %0, !1968, !DIExpression(), !1970)
  ret i32 2, !dbg !1971
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: noreturn
declare !dbg !1972 void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1974 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #14

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nofree nounwind }
attributes #15 = { nounwind }
attributes #16 = { noreturn }
attributes #17 = { noreturn nounwind }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!30}
!llvm.module.flags = !{!1663, !1664, !1665, !1666, !1667, !1668, !1669, !1670}
!llvm.ident = !{!1671}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/eh_basic.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "c60dfb210246b7ba869ff91376cad42c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 5)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 11)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 9)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 8)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 16)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "live", linkageName: "_ZL4live", scope: !30, file: !2, line: 7, type: !278, isLocal: true, isDefinition: true)
!30 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !31, retainedTypes: !778, globals: !820, imports: !835, splitDebugInlining: false, nameTableKind: None)
!31 = !{!32}
!32 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !34, file: !33, line: 213, baseType: !775, size: 32, elements: !776, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEUt_E")
!33 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/basic_string.h", directory: "")
!34 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "basic_string<char, std::char_traits<char>, std::allocator<char> >", scope: !36, file: !35, line: 1082, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !38, templateParams: !773, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE")
!35 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/basic_string.tcc", directory: "")
!36 = !DINamespace(name: "__cxx11", scope: !37, exportSymbols: true)
!37 = !DINamespace(name: "std", scope: null)
!38 = !{!39, !160, !181, !182, !188, !383, !388, !391, !394, !399, !402, !408, !409, !410, !413, !417, !420, !421, !424, !428, !433, !434, !437, !440, !443, !446, !449, !450, !453, !458, !463, !466, !469, !472, !476, !479, !482, !483, !486, !487, !490, !493, !496, !499, !503, !508, !511, !514, !515, !519, !522, !525, !528, !531, !534, !537, !540, !541, !542, !547, !552, !553, !554, !555, !556, !557, !558, !561, !562, !563, !564, !565, !566, !567, !568, !569, !570, !571, !580, !586, !587, !588, !591, !594, !595, !596, !597, !598, !599, !600, !601, !604, !607, !608, !611, !612, !615, !616, !617, !618, !619, !620, !621, !622, !625, !628, !631, !634, !637, !640, !643, !647, !650, !653, !656, !657, !660, !663, !666, !669, !672, !675, !678, !681, !684, !687, !690, !693, !696, !699, !700, !703, !704, !707, !710, !713, !714, !717, !720, !723, !726, !729, !732, !733, !734, !735, !736, !737, !738, !739, !740, !741, !742, !743, !744, !745, !746, !747, !748, !749, !750, !751, !752, !755, !758, !761, !764, !767, !770}
!39 = !DIDerivedType(tag: DW_TAG_variable, name: "npos", scope: !34, file: !33, line: 139, baseType: !40, flags: DIFlagPublic | DIFlagStaticMember, extraData: i64 -1)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !34, file: !33, line: 126, baseType: !42, flags: DIFlagPublic)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !44, file: !43, line: 59, baseType: !136)
!43 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/ext/alloc_traits.h", directory: "")
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<char>, char>", scope: !45, file: !43, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !46, templateParams: !158, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcEE")
!45 = !DINamespace(name: "__gnu_cxx", scope: null)
!46 = !{!47, !144, !147, !150, !154, !155, !156, !157}
!47 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !44, baseType: !48, extraData: i32 0)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<char> >", scope: !37, file: !49, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !50, templateParams: !142, identifier: "_ZTSSt16allocator_traitsISaIcEE")
!49 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!50 = !{!51, !126, !130, !133, !139}
!51 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIcEE8allocateERS0_m", scope: !48, file: !49, line: 463, type: !52, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !56, !125}
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !48, file: !49, line: 420, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !48, file: !49, line: 414, baseType: !58)
!58 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<char>", scope: !37, file: !59, line: 262, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !60, templateParams: !123, identifier: "_ZTSSaIcE")
!59 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!60 = !{!61, !109, !113, !118, !122}
!61 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !58, baseType: !62, flags: DIFlagPublic, extraData: i32 0)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<char>", scope: !37, file: !63, line: 47, baseType: !64)
!63 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/aarch64-linux-gnu/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!64 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<char>", scope: !37, file: !65, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !66, templateParams: !107, identifier: "_ZTSSt15__new_allocatorIcE")
!65 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!66 = !{!67, !71, !76, !77, !84, !91, !100, !103, !106}
!67 = !DISubprogram(name: "__new_allocator", scope: !64, file: !65, line: 80, type: !68, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!71 = !DISubprogram(name: "__new_allocator", scope: !64, file: !65, line: 83, type: !72, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !70, !74}
!74 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!76 = !DISubprogram(name: "~__new_allocator", scope: !64, file: !65, line: 90, type: !68, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIcE7addressERc", scope: !64, file: !65, line: 93, type: !78, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DISubroutineType(types: !79)
!79 = !{!80, !81, !82}
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !64, file: !65, line: 63, baseType: !55, flags: DIFlagPublic)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !64, file: !65, line: 65, baseType: !83, flags: DIFlagPublic)
!83 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!84 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIcE7addressERKc", scope: !64, file: !65, line: 97, type: !85, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!87, !81, !89}
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !64, file: !65, line: 64, baseType: !88, flags: DIFlagPublic)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !64, file: !65, line: 66, baseType: !90, flags: DIFlagPublic)
!90 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!91 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIcE8allocateEmPKv", scope: !64, file: !65, line: 112, type: !92, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DISubroutineType(types: !93)
!93 = !{!55, !70, !94, !98}
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !65, line: 60, baseType: !95, flags: DIFlagPublic)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !37, file: !96, line: 298, baseType: !97)
!96 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/aarch64-linux-gnu/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "fd0c235258299de84551be61e6e8eb87")
!97 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!100 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIcE10deallocateEPcm", scope: !64, file: !65, line: 142, type: !101, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !70, !55, !94}
!103 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIcE8max_sizeEv", scope: !64, file: !65, line: 167, type: !104, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{!94, !81}
!106 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIcE11_M_max_sizeEv", scope: !64, file: !65, line: 210, type: !104, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !{!108}
!108 = !DITemplateTypeParameter(name: "_Tp", type: !5)
!109 = !DISubprogram(name: "allocator", scope: !58, file: !59, line: 156, type: !110, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!113 = !DISubprogram(name: "allocator", scope: !58, file: !59, line: 159, type: !114, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{null, !112, !116}
!116 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!118 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIcEaSERKS_", scope: !58, file: !59, line: 164, type: !119, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DISubroutineType(types: !120)
!120 = !{!121, !112, !116}
!121 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !58, size: 64)
!122 = !DISubprogram(name: "~allocator", scope: !58, file: !59, line: 174, type: !110, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !{!124}
!124 = !DITemplateTypeParameter(type: !5)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !49, line: 435, baseType: !95)
!126 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIcEE8allocateERS0_mPKv", scope: !48, file: !49, line: 477, type: !127, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!54, !56, !125, !129}
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !49, line: 429, baseType: !98)
!130 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIcEE10deallocateERS0_Pcm", scope: !48, file: !49, line: 495, type: !131, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !56, !54, !125}
!133 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIcEE8max_sizeERKS0_", scope: !48, file: !49, line: 547, type: !134, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!134 = !DISubroutineType(types: !135)
!135 = !{!136, !137}
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !48, file: !49, line: 435, baseType: !95)
!137 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!139 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIcEE37select_on_container_copy_constructionERKS0_", scope: !48, file: !49, line: 562, type: !140, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(types: !141)
!141 = !{!57, !137}
!142 = !{!143}
!143 = !DITemplateTypeParameter(name: "_Alloc", type: !58)
!144 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE17_S_select_on_copyERKS1_", scope: !44, file: !43, line: 97, type: !145, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{!58, !116}
!147 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE10_S_on_swapERS1_S3_", scope: !44, file: !43, line: 100, type: !148, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !121, !121}
!150 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE27_S_propagate_on_copy_assignEv", scope: !44, file: !43, line: 103, type: !151, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!153}
!153 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!154 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE27_S_propagate_on_move_assignEv", scope: !44, file: !43, line: 106, type: !151, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!155 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE20_S_propagate_on_swapEv", scope: !44, file: !43, line: 109, type: !151, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!156 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE15_S_always_equalEv", scope: !44, file: !43, line: 112, type: !151, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!157 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE15_S_nothrow_moveEv", scope: !44, file: !43, line: 115, type: !151, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!158 = !{!143, !159}
!159 = !DITemplateTypeParameter(type: !5, defaulted: true)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "_M_dataplus", scope: !34, file: !33, line: 210, baseType: !161, size: 64)
!161 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Alloc_hider", scope: !34, file: !33, line: 192, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !162, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE")
!162 = !{!163, !170, !173, !177}
!163 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !161, baseType: !164, extraData: i32 0)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !34, file: !33, line: 125, baseType: !165, flags: DIFlagPublic)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Char_alloc_type", scope: !34, file: !33, line: 88, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !167, file: !43, line: 120, baseType: !169)
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<char>", scope: !44, file: !43, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !168, templateParams: !107, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcE6rebindIcEE")
!168 = !{}
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "template rebind_alloc<char>", scope: !48, file: !49, line: 450, baseType: !58)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "_M_p", scope: !161, file: !33, line: 207, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !34, file: !33, line: 130, baseType: !172, flags: DIFlagPublic)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !44, file: !43, line: 57, baseType: !54)
!173 = !DISubprogram(name: "_Alloc_hider", scope: !161, file: !33, line: 199, type: !174, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176, !171, !116}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = !DISubprogram(name: "_Alloc_hider", scope: !161, file: !33, line: 203, type: !178, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !176, !171, !180}
!180 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !58, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "_M_string_length", scope: !34, file: !33, line: 211, baseType: !41, size: 64, offset: 64)
!182 = !DIDerivedType(tag: DW_TAG_member, scope: !34, file: !33, line: 215, baseType: !183, size: 128, offset: 128)
!183 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !34, file: !33, line: 215, size: 128, flags: DIFlagExportSymbols | DIFlagTypePassByValue, elements: !184, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEUt0_E")
!184 = !{!185, !187}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "_M_local_buf", scope: !183, file: !33, line: 217, baseType: !186, size: 128)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !26)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_M_allocated_capacity", scope: !183, file: !33, line: 218, baseType: !41, size: 64)
!188 = !DISubprogram(name: "_S_to_string_view", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17_S_to_string_viewESt17basic_string_viewIcS2_E", scope: !34, file: !33, line: 164, type: !189, scopeLine: 164, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!189 = !DISubroutineType(types: !190)
!190 = !{!191, !191}
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sv_type", scope: !34, file: !33, line: 152, baseType: !192)
!192 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "basic_string_view<char, std::char_traits<char> >", scope: !37, file: !193, line: 100, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !194, templateParams: !329, identifier: "_ZTSSt17basic_string_viewIcSt11char_traitsIcEE")
!193 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/string_view", directory: "")
!194 = !{!195, !198, !199, !200, !204, !209, !212, !215, !219, !227, !228, !229, !230, !236, !237, !238, !239, !242, !243, !244, !247, !252, !253, !256, !257, !261, !264, !265, !268, !272, !275, !279, !282, !285, !288, !291, !294, !297, !300, !303, !306, !307, !308, !309, !310, !311, !312, !313, !314, !315, !316, !317, !318, !319, !320, !321, !322, !323, !324, !325, !326}
!195 = !DIDerivedType(tag: DW_TAG_variable, name: "npos", scope: !192, file: !193, line: 121, baseType: !196, flags: DIFlagPublic | DIFlagStaticMember)
!196 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !193, line: 119, baseType: !95, flags: DIFlagPublic)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_M_len", scope: !192, file: !193, line: 516, baseType: !95, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "_M_str", scope: !192, file: !193, line: 517, baseType: !88, size: 64, offset: 64)
!200 = !DISubprogram(name: "basic_string_view", scope: !192, file: !193, line: 126, type: !201, scopeLine: 126, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !203}
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!204 = !DISubprogram(name: "basic_string_view", scope: !192, file: !193, line: 130, type: !205, scopeLine: 130, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !203, !207}
!207 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!209 = !DISubprogram(name: "basic_string_view", scope: !192, file: !193, line: 133, type: !210, scopeLine: 133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !203, !88}
!212 = !DISubprogram(name: "basic_string_view", scope: !192, file: !193, line: 139, type: !213, scopeLine: 139, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !203, !88, !197}
!215 = !DISubprogram(name: "operator=", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEEaSERKS2_", scope: !192, file: !193, line: 177, type: !216, scopeLine: 177, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{!218, !203, !207}
!218 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !192, size: 64)
!219 = !DISubprogram(name: "begin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5beginEv", scope: !192, file: !193, line: 182, type: !220, scopeLine: 182, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{!222, !226}
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !192, file: !193, line: 115, baseType: !223, flags: DIFlagPublic)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !225)
!225 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !192, file: !193, line: 110, baseType: !5, flags: DIFlagPublic)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!227 = !DISubprogram(name: "end", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE3endEv", scope: !192, file: !193, line: 186, type: !220, scopeLine: 186, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6cbeginEv", scope: !192, file: !193, line: 190, type: !220, scopeLine: 190, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !DISubprogram(name: "cend", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4cendEv", scope: !192, file: !193, line: 194, type: !220, scopeLine: 194, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6rbeginEv", scope: !192, file: !193, line: 198, type: !231, scopeLine: 198, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!233, !226}
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !192, file: !193, line: 117, baseType: !234, flags: DIFlagPublic)
!234 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<const char *>", scope: !37, file: !235, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIPKcE")
!235 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!236 = !DISubprogram(name: "rend", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4rendEv", scope: !192, file: !193, line: 202, type: !231, scopeLine: 202, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7crbeginEv", scope: !192, file: !193, line: 206, type: !231, scopeLine: 206, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DISubprogram(name: "crend", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5crendEv", scope: !192, file: !193, line: 210, type: !231, scopeLine: 210, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DISubprogram(name: "size", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4sizeEv", scope: !192, file: !193, line: 216, type: !240, scopeLine: 216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubroutineType(types: !241)
!241 = !{!197, !226}
!242 = !DISubprogram(name: "length", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6lengthEv", scope: !192, file: !193, line: 220, type: !240, scopeLine: 220, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE8max_sizeEv", scope: !192, file: !193, line: 224, type: !240, scopeLine: 224, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = !DISubprogram(name: "empty", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5emptyEv", scope: !192, file: !193, line: 231, type: !245, scopeLine: 231, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{!153, !226}
!247 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEEixEm", scope: !192, file: !193, line: 237, type: !248, scopeLine: 237, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!250, !226, !197}
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !192, file: !193, line: 114, baseType: !251, flags: DIFlagPublic)
!251 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !224, size: 64)
!252 = !DISubprogram(name: "at", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE2atEm", scope: !192, file: !193, line: 244, type: !248, scopeLine: 244, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubprogram(name: "front", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5frontEv", scope: !192, file: !193, line: 254, type: !254, scopeLine: 254, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubroutineType(types: !255)
!255 = !{!250, !226}
!256 = !DISubprogram(name: "back", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4backEv", scope: !192, file: !193, line: 261, type: !254, scopeLine: 261, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DISubprogram(name: "data", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4dataEv", scope: !192, file: !193, line: 268, type: !258, scopeLine: 268, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{!260, !226}
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !192, file: !193, line: 112, baseType: !223, flags: DIFlagPublic)
!261 = !DISubprogram(name: "remove_prefix", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE13remove_prefixEm", scope: !192, file: !193, line: 274, type: !262, scopeLine: 274, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !203, !197}
!264 = !DISubprogram(name: "remove_suffix", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE13remove_suffixEm", scope: !192, file: !193, line: 282, type: !262, scopeLine: 282, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DISubprogram(name: "swap", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE4swapERS2_", scope: !192, file: !193, line: 286, type: !266, scopeLine: 286, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !203, !218}
!268 = !DISubprogram(name: "copy", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4copyEPcmm", scope: !192, file: !193, line: 297, type: !269, scopeLine: 297, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{!271, !226, !55, !197, !197}
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !192, file: !193, line: 119, baseType: !95, flags: DIFlagPublic)
!272 = !DISubprogram(name: "substr", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE6substrEmm", scope: !192, file: !193, line: 309, type: !273, scopeLine: 309, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{!192, !226, !197, !197}
!275 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareES2_", scope: !192, file: !193, line: 317, type: !276, scopeLine: 317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{!278, !226, !192}
!278 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!279 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmS2_", scope: !192, file: !193, line: 327, type: !280, scopeLine: 327, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!278, !226, !197, !197, !192}
!282 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmS2_mm", scope: !192, file: !193, line: 331, type: !283, scopeLine: 331, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{!278, !226, !197, !197, !192, !197, !197}
!285 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEPKc", scope: !192, file: !193, line: 338, type: !286, scopeLine: 338, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{!278, !226, !88}
!288 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmPKc", scope: !192, file: !193, line: 342, type: !289, scopeLine: 342, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DISubroutineType(types: !290)
!290 = !{!278, !226, !197, !197, !88}
!291 = !DISubprogram(name: "compare", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE7compareEmmPKcm", scope: !192, file: !193, line: 346, type: !292, scopeLine: 346, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!278, !226, !197, !197, !88, !197}
!294 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findES2_m", scope: !192, file: !193, line: 403, type: !295, scopeLine: 403, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DISubroutineType(types: !296)
!296 = !{!271, !226, !192, !197}
!297 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findEcm", scope: !192, file: !193, line: 407, type: !298, scopeLine: 407, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DISubroutineType(types: !299)
!299 = !{!271, !226, !5, !197}
!300 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findEPKcmm", scope: !192, file: !193, line: 410, type: !301, scopeLine: 410, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DISubroutineType(types: !302)
!302 = !{!271, !226, !88, !197, !197}
!303 = !DISubprogram(name: "find", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE4findEPKcm", scope: !192, file: !193, line: 413, type: !304, scopeLine: 413, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{!271, !226, !88, !197}
!306 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindES2_m", scope: !192, file: !193, line: 417, type: !295, scopeLine: 417, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!307 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindEcm", scope: !192, file: !193, line: 421, type: !298, scopeLine: 421, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindEPKcmm", scope: !192, file: !193, line: 424, type: !301, scopeLine: 424, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!309 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE5rfindEPKcm", scope: !192, file: !193, line: 427, type: !304, scopeLine: 427, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofES2_m", scope: !192, file: !193, line: 431, type: !295, scopeLine: 431, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofEcm", scope: !192, file: !193, line: 435, type: !298, scopeLine: 435, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofEPKcmm", scope: !192, file: !193, line: 439, type: !301, scopeLine: 439, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!313 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE13find_first_ofEPKcm", scope: !192, file: !193, line: 443, type: !304, scopeLine: 443, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofES2_m", scope: !192, file: !193, line: 447, type: !295, scopeLine: 447, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofEcm", scope: !192, file: !193, line: 452, type: !298, scopeLine: 452, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!316 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofEPKcmm", scope: !192, file: !193, line: 456, type: !301, scopeLine: 456, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE12find_last_ofEPKcm", scope: !192, file: !193, line: 460, type: !304, scopeLine: 460, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofES2_m", scope: !192, file: !193, line: 464, type: !295, scopeLine: 464, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!319 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofEcm", scope: !192, file: !193, line: 469, type: !298, scopeLine: 469, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofEPKcmm", scope: !192, file: !193, line: 472, type: !301, scopeLine: 472, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE17find_first_not_ofEPKcm", scope: !192, file: !193, line: 476, type: !304, scopeLine: 476, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofES2_m", scope: !192, file: !193, line: 483, type: !295, scopeLine: 483, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofEcm", scope: !192, file: !193, line: 488, type: !298, scopeLine: 488, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!324 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofEPKcmm", scope: !192, file: !193, line: 491, type: !301, scopeLine: 491, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt17basic_string_viewIcSt11char_traitsIcEE16find_last_not_ofEPKcm", scope: !192, file: !193, line: 495, type: !304, scopeLine: 495, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DISubprogram(name: "_S_compare", linkageName: "_ZNSt17basic_string_viewIcSt11char_traitsIcEE10_S_compareEmm", scope: !192, file: !193, line: 505, type: !327, scopeLine: 505, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!327 = !DISubroutineType(types: !328)
!328 = !{!278, !197, !197}
!329 = !{!330, !331}
!330 = !DITemplateTypeParameter(name: "_CharT", type: !5)
!331 = !DITemplateTypeParameter(name: "_Traits", type: !332, defaulted: true)
!332 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "char_traits<char>", scope: !37, file: !333, line: 335, size: 8, flags: DIFlagTypePassByValue, elements: !334, templateParams: !382, identifier: "_ZTSSt11char_traitsIcE")
!333 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/char_traits.h", directory: "")
!334 = !{!335, !342, !345, !346, !350, !353, !356, !360, !361, !364, !370, !373, !376, !379}
!335 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !332, file: !333, line: 347, type: !336, scopeLine: 347, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !338, !340}
!338 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !339, size: 64)
!339 = !DIDerivedType(tag: DW_TAG_typedef, name: "char_type", scope: !332, file: !333, line: 337, baseType: !5)
!340 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !341, size: 64)
!341 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !339)
!342 = !DISubprogram(name: "eq", linkageName: "_ZNSt11char_traitsIcE2eqERKcS2_", scope: !332, file: !333, line: 358, type: !343, scopeLine: 358, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!343 = !DISubroutineType(types: !344)
!344 = !{!153, !340, !340}
!345 = !DISubprogram(name: "lt", linkageName: "_ZNSt11char_traitsIcE2ltERKcS2_", scope: !332, file: !333, line: 362, type: !343, scopeLine: 362, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!346 = !DISubprogram(name: "compare", linkageName: "_ZNSt11char_traitsIcE7compareEPKcS2_m", scope: !332, file: !333, line: 370, type: !347, scopeLine: 370, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{!278, !349, !349, !95}
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !341, size: 64)
!350 = !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !332, file: !333, line: 389, type: !351, scopeLine: 389, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{!95, !349}
!353 = !DISubprogram(name: "find", linkageName: "_ZNSt11char_traitsIcE4findEPKcmRS1_", scope: !332, file: !333, line: 399, type: !354, scopeLine: 399, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!349, !349, !95, !340}
!356 = !DISubprogram(name: "move", linkageName: "_ZNSt11char_traitsIcE4moveEPcPKcm", scope: !332, file: !333, line: 411, type: !357, scopeLine: 411, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{!359, !359, !349, !95}
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64)
!360 = !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !332, file: !333, line: 423, type: !357, scopeLine: 423, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!361 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignEPcmc", scope: !332, file: !333, line: 435, type: !362, scopeLine: 435, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!359, !359, !95, !339}
!364 = !DISubprogram(name: "to_char_type", linkageName: "_ZNSt11char_traitsIcE12to_char_typeERKi", scope: !332, file: !333, line: 447, type: !365, scopeLine: 447, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!365 = !DISubroutineType(types: !366)
!366 = !{!339, !367}
!367 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !369)
!369 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_type", scope: !332, file: !333, line: 338, baseType: !278)
!370 = !DISubprogram(name: "to_int_type", linkageName: "_ZNSt11char_traitsIcE11to_int_typeERKc", scope: !332, file: !333, line: 453, type: !371, scopeLine: 453, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!371 = !DISubroutineType(types: !372)
!372 = !{!369, !340}
!373 = !DISubprogram(name: "eq_int_type", linkageName: "_ZNSt11char_traitsIcE11eq_int_typeERKiS2_", scope: !332, file: !333, line: 457, type: !374, scopeLine: 457, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!153, !367, !367}
!376 = !DISubprogram(name: "eof", linkageName: "_ZNSt11char_traitsIcE3eofEv", scope: !332, file: !333, line: 461, type: !377, scopeLine: 461, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!377 = !DISubroutineType(types: !378)
!378 = !{!369}
!379 = !DISubprogram(name: "not_eof", linkageName: "_ZNSt11char_traitsIcE7not_eofERKi", scope: !332, file: !333, line: 465, type: !380, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!369, !367}
!382 = !{!330}
!383 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 187, type: !384, scopeLine: 187, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubroutineType(types: !385)
!385 = !{null, !386, !387, !116}
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!387 = !DICompositeType(tag: DW_TAG_structure_type, name: "__sv_wrapper", scope: !34, file: !33, line: 171, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12__sv_wrapperE")
!388 = !DISubprogram(name: "_M_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc", scope: !34, file: !33, line: 223, type: !389, scopeLine: 223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubroutineType(types: !390)
!390 = !{null, !386, !171}
!391 = !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !34, file: !33, line: 228, type: !392, scopeLine: 228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DISubroutineType(types: !393)
!393 = !{null, !386, !41}
!394 = !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !34, file: !33, line: 233, type: !395, scopeLine: 233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{!171, !397}
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !398, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!398 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!399 = !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !34, file: !33, line: 238, type: !400, scopeLine: 238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{!171, !386}
!402 = !DISubprogram(name: "_M_local_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !34, file: !33, line: 249, type: !403, scopeLine: 249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{!405, !397}
!405 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !34, file: !33, line: 131, baseType: !406, flags: DIFlagPublic)
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !44, file: !43, line: 58, baseType: !407)
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !48, file: !49, line: 423, baseType: !88)
!408 = !DISubprogram(name: "_M_capacity", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm", scope: !34, file: !33, line: 260, type: !392, scopeLine: 260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !34, file: !33, line: 265, type: !392, scopeLine: 265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DISubprogram(name: "_M_is_local", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_is_localEv", scope: !34, file: !33, line: 273, type: !411, scopeLine: 273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{!153, !397}
!413 = !DISubprogram(name: "_M_create", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm", scope: !34, file: !33, line: 279, type: !414, scopeLine: 279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DISubroutineType(types: !415)
!415 = !{!171, !386, !416, !41}
!416 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !41, size: 64)
!417 = !DISubprogram(name: "_M_dispose", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv", scope: !34, file: !33, line: 283, type: !418, scopeLine: 283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{null, !386}
!420 = !DISubprogram(name: "_M_destroy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_destroyEm", scope: !34, file: !33, line: 291, type: !392, scopeLine: 291, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !DISubprogram(name: "_M_construct", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc", scope: !34, file: !33, line: 335, type: !422, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !386, !41, !5}
!424 = !DISubprogram(name: "_M_get_allocator", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16_M_get_allocatorEv", scope: !34, file: !33, line: 339, type: !425, scopeLine: 339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!427, !386}
!427 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !164, size: 64)
!428 = !DISubprogram(name: "_M_get_allocator", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16_M_get_allocatorEv", scope: !34, file: !33, line: 344, type: !429, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !DISubroutineType(types: !430)
!430 = !{!431, !397}
!431 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !432, size: 64)
!432 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !164)
!433 = !DISubprogram(name: "_M_use_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17_M_use_local_dataEv", scope: !34, file: !33, line: 351, type: !400, scopeLine: 351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubprogram(name: "_M_check", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_checkEmPKc", scope: !34, file: !33, line: 379, type: !435, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{!41, !397, !41, !88}
!437 = !DISubprogram(name: "_M_check_length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE15_M_check_lengthEmmPKc", scope: !34, file: !33, line: 390, type: !438, scopeLine: 390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubroutineType(types: !439)
!439 = !{null, !397, !41, !41, !88}
!440 = !DISubprogram(name: "_M_limit", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_limitEmm", scope: !34, file: !33, line: 400, type: !441, scopeLine: 400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubroutineType(types: !442)
!442 = !{!41, !397, !41, !41}
!443 = !DISubprogram(name: "_M_disjunct", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_disjunctEPKc", scope: !34, file: !33, line: 408, type: !444, scopeLine: 408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubroutineType(types: !445)
!445 = !{!153, !397, !88}
!446 = !DISubprogram(name: "_S_copy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_copyEPcPKcm", scope: !34, file: !33, line: 418, type: !447, scopeLine: 418, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!447 = !DISubroutineType(types: !448)
!448 = !{null, !55, !88, !41}
!449 = !DISubprogram(name: "_S_move", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_moveEPcPKcm", scope: !34, file: !33, line: 428, type: !447, scopeLine: 428, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!450 = !DISubprogram(name: "_S_assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_S_assignEPcmc", scope: !34, file: !33, line: 438, type: !451, scopeLine: 438, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{null, !55, !41, !5}
!453 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcN9__gnu_cxx17__normal_iteratorIS5_S4_EES8_", scope: !34, file: !33, line: 459, type: !454, scopeLine: 459, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!454 = !DISubroutineType(types: !455)
!455 = !{null, !55, !456, !456}
!456 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !34, file: !33, line: 132, baseType: !457, flags: DIFlagPublic)
!457 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >", scope: !45, file: !235, line: 1043, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEE")
!458 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcN9__gnu_cxx17__normal_iteratorIPKcS4_EESA_", scope: !34, file: !33, line: 464, type: !459, scopeLine: 464, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!459 = !DISubroutineType(types: !460)
!460 = !{null, !55, !461, !461}
!461 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !34, file: !33, line: 134, baseType: !462, flags: DIFlagPublic)
!462 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >", scope: !45, file: !235, line: 1043, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEE")
!463 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcS5_S5_", scope: !34, file: !33, line: 470, type: !464, scopeLine: 470, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{null, !55, !55, !55}
!466 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_", scope: !34, file: !33, line: 475, type: !467, scopeLine: 475, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!467 = !DISubroutineType(types: !468)
!468 = !{null, !55, !88, !88}
!469 = !DISubprogram(name: "_S_compare", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_S_compareEmm", scope: !34, file: !33, line: 481, type: !470, scopeLine: 481, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!470 = !DISubroutineType(types: !471)
!471 = !{!278, !41, !41}
!472 = !DISubprogram(name: "_M_assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_", scope: !34, file: !33, line: 495, type: !473, scopeLine: 495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DISubroutineType(types: !474)
!474 = !{null, !386, !475}
!475 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !398, size: 64)
!476 = !DISubprogram(name: "_M_mutate", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_mutateEmmPKcm", scope: !34, file: !33, line: 499, type: !477, scopeLine: 499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{null, !386, !41, !41, !88, !41}
!479 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_eraseEmm", scope: !34, file: !33, line: 504, type: !480, scopeLine: 504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DISubroutineType(types: !481)
!481 = !{null, !386, !41, !41}
!482 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 515, type: !418, scopeLine: 515, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!483 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 528, type: !484, scopeLine: 528, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DISubroutineType(types: !485)
!485 = !{null, !386, !116}
!486 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 540, type: !473, scopeLine: 540, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!487 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 557, type: !488, scopeLine: 557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{null, !386, !475, !41, !116}
!490 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 574, type: !491, scopeLine: 574, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DISubroutineType(types: !492)
!492 = !{null, !386, !475, !41, !41}
!493 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 592, type: !494, scopeLine: 592, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DISubroutineType(types: !495)
!495 = !{null, !386, !475, !41, !41, !116}
!496 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 612, type: !497, scopeLine: 612, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !386, !88, !41, !116}
!499 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 670, type: !500, scopeLine: 670, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DISubroutineType(types: !501)
!501 = !{null, !386, !502}
!502 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !34, size: 64)
!503 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 698, type: !504, scopeLine: 698, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!504 = !DISubroutineType(types: !505)
!505 = !{null, !386, !506, !116}
!506 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<char>", scope: !37, file: !507, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIcE")
!507 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/initializer_list", directory: "")
!508 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 703, type: !509, scopeLine: 703, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{null, !386, !475, !116}
!511 = !DISubprogram(name: "basic_string", scope: !34, file: !33, line: 708, type: !512, scopeLine: 708, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubroutineType(types: !513)
!513 = !{null, !386, !502, !116}
!514 = !DISubprogram(name: "~basic_string", scope: !34, file: !33, line: 794, type: !418, scopeLine: 794, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSERKS4_", scope: !34, file: !33, line: 803, type: !516, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DISubroutineType(types: !517)
!517 = !{!518, !386, !475}
!518 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !34, size: 64)
!519 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEPKc", scope: !34, file: !33, line: 814, type: !520, scopeLine: 814, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubroutineType(types: !521)
!521 = !{!518, !386, !88}
!522 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEc", scope: !34, file: !33, line: 826, type: !523, scopeLine: 826, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DISubroutineType(types: !524)
!524 = !{!518, !386, !5}
!525 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEOS4_", scope: !34, file: !33, line: 844, type: !526, scopeLine: 844, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubroutineType(types: !527)
!527 = !{!518, !386, !502}
!528 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSESt16initializer_listIcE", scope: !34, file: !33, line: 913, type: !529, scopeLine: 913, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(types: !530)
!530 = !{!518, !386, !506}
!531 = !DISubprogram(name: "operator basic_string_view", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEcvSt17basic_string_viewIcS2_EEv", scope: !34, file: !33, line: 936, type: !532, scopeLine: 936, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubroutineType(types: !533)
!533 = !{!191, !397}
!534 = !DISubprogram(name: "begin", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5beginEv", scope: !34, file: !33, line: 947, type: !535, scopeLine: 947, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!535 = !DISubroutineType(types: !536)
!536 = !{!456, !386}
!537 = !DISubprogram(name: "begin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5beginEv", scope: !34, file: !33, line: 956, type: !538, scopeLine: 956, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!538 = !DISubroutineType(types: !539)
!539 = !{!461, !397}
!540 = !DISubprogram(name: "end", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE3endEv", scope: !34, file: !33, line: 965, type: !535, scopeLine: 965, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!541 = !DISubprogram(name: "end", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE3endEv", scope: !34, file: !33, line: 974, type: !538, scopeLine: 974, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!542 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6rbeginEv", scope: !34, file: !33, line: 984, type: !543, scopeLine: 984, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!543 = !DISubroutineType(types: !544)
!544 = !{!545, !386}
!545 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !34, file: !33, line: 136, baseType: !546, flags: DIFlagPublic)
!546 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >", scope: !37, file: !235, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEEE")
!547 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6rbeginEv", scope: !34, file: !33, line: 994, type: !548, scopeLine: 994, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!548 = !DISubroutineType(types: !549)
!549 = !{!550, !397}
!550 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !34, file: !33, line: 135, baseType: !551, flags: DIFlagPublic)
!551 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >", scope: !37, file: !235, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEEE")
!552 = !DISubprogram(name: "rend", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4rendEv", scope: !34, file: !33, line: 1004, type: !543, scopeLine: 1004, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!553 = !DISubprogram(name: "rend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4rendEv", scope: !34, file: !33, line: 1014, type: !548, scopeLine: 1014, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!554 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6cbeginEv", scope: !34, file: !33, line: 1024, type: !538, scopeLine: 1024, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!555 = !DISubprogram(name: "cend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4cendEv", scope: !34, file: !33, line: 1033, type: !538, scopeLine: 1033, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!556 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7crbeginEv", scope: !34, file: !33, line: 1043, type: !548, scopeLine: 1043, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!557 = !DISubprogram(name: "crend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5crendEv", scope: !34, file: !33, line: 1053, type: !548, scopeLine: 1053, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!558 = !DISubprogram(name: "size", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv", scope: !34, file: !33, line: 1063, type: !559, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!559 = !DISubroutineType(types: !560)
!560 = !{!41, !397}
!561 = !DISubprogram(name: "length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6lengthEv", scope: !34, file: !33, line: 1070, type: !559, scopeLine: 1070, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!562 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8max_sizeEv", scope: !34, file: !33, line: 1076, type: !559, scopeLine: 1076, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!563 = !DISubprogram(name: "resize", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6resizeEmc", scope: !34, file: !33, line: 1091, type: !422, scopeLine: 1091, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DISubprogram(name: "resize", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6resizeEm", scope: !34, file: !33, line: 1105, type: !392, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!565 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13shrink_to_fitEv", scope: !34, file: !33, line: 1114, type: !418, scopeLine: 1114, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!566 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8capacityEv", scope: !34, file: !33, line: 1132, type: !559, scopeLine: 1132, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!567 = !DISubprogram(name: "reserve", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEm", scope: !34, file: !33, line: 1157, type: !392, scopeLine: 1157, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!568 = !DISubprogram(name: "reserve", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEv", scope: !34, file: !33, line: 1167, type: !418, scopeLine: 1167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!569 = !DISubprogram(name: "clear", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5clearEv", scope: !34, file: !33, line: 1174, type: !418, scopeLine: 1174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!570 = !DISubprogram(name: "empty", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5emptyEv", scope: !34, file: !33, line: 1183, type: !411, scopeLine: 1183, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!571 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !34, file: !33, line: 1199, type: !572, scopeLine: 1199, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!572 = !DISubroutineType(types: !573)
!573 = !{!574, !397, !41}
!574 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !34, file: !33, line: 129, baseType: !575, flags: DIFlagPublic)
!575 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !44, file: !43, line: 63, baseType: !576)
!576 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !577, size: 64)
!577 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !578)
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !44, file: !43, line: 56, baseType: !579)
!579 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !48, file: !49, line: 417, baseType: !5)
!580 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !34, file: !33, line: 1217, type: !581, scopeLine: 1217, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!581 = !DISubroutineType(types: !582)
!582 = !{!583, !386, !41}
!583 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !34, file: !33, line: 128, baseType: !584, flags: DIFlagPublic)
!584 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !44, file: !43, line: 62, baseType: !585)
!585 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !578, size: 64)
!586 = !DISubprogram(name: "at", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE2atEm", scope: !34, file: !33, line: 1239, type: !572, scopeLine: 1239, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!587 = !DISubprogram(name: "at", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE2atEm", scope: !34, file: !33, line: 1261, type: !581, scopeLine: 1261, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!588 = !DISubprogram(name: "front", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5frontEv", scope: !34, file: !33, line: 1278, type: !589, scopeLine: 1278, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DISubroutineType(types: !590)
!590 = !{!583, !386}
!591 = !DISubprogram(name: "front", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5frontEv", scope: !34, file: !33, line: 1290, type: !592, scopeLine: 1290, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!592 = !DISubroutineType(types: !593)
!593 = !{!574, !397}
!594 = !DISubprogram(name: "back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4backEv", scope: !34, file: !33, line: 1302, type: !589, scopeLine: 1302, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!595 = !DISubprogram(name: "back", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4backEv", scope: !34, file: !33, line: 1314, type: !592, scopeLine: 1314, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLERKS4_", scope: !34, file: !33, line: 1329, type: !516, scopeLine: 1329, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEPKc", scope: !34, file: !33, line: 1339, type: !520, scopeLine: 1339, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEc", scope: !34, file: !33, line: 1349, type: !523, scopeLine: 1349, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!599 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLESt16initializer_listIcE", scope: !34, file: !33, line: 1363, type: !529, scopeLine: 1363, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!600 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendERKS4_", scope: !34, file: !33, line: 1387, type: !516, scopeLine: 1387, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!601 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendERKS4_mm", scope: !34, file: !33, line: 1405, type: !602, scopeLine: 1405, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!602 = !DISubroutineType(types: !603)
!603 = !{!518, !386, !475, !41, !41}
!604 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKcm", scope: !34, file: !33, line: 1418, type: !605, scopeLine: 1418, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!605 = !DISubroutineType(types: !606)
!606 = !{!518, !386, !88, !41}
!607 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKc", scope: !34, file: !33, line: 1432, type: !520, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEmc", scope: !34, file: !33, line: 1450, type: !609, scopeLine: 1450, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubroutineType(types: !610)
!610 = !{!518, !386, !41, !5}
!611 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendESt16initializer_listIcE", scope: !34, file: !33, line: 1461, type: !529, scopeLine: 1461, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubprogram(name: "push_back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9push_backEc", scope: !34, file: !33, line: 1524, type: !613, scopeLine: 1524, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DISubroutineType(types: !614)
!614 = !{null, !386, !5}
!615 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignERKS4_", scope: !34, file: !33, line: 1540, type: !516, scopeLine: 1540, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!616 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEOS4_", scope: !34, file: !33, line: 1586, type: !526, scopeLine: 1586, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!617 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignERKS4_mm", scope: !34, file: !33, line: 1610, type: !602, scopeLine: 1610, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!618 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEPKcm", scope: !34, file: !33, line: 1627, type: !605, scopeLine: 1627, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!619 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEPKc", scope: !34, file: !33, line: 1644, type: !520, scopeLine: 1644, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!620 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEmc", scope: !34, file: !33, line: 1662, type: !609, scopeLine: 1662, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignESt16initializer_listIcE", scope: !34, file: !33, line: 1692, type: !529, scopeLine: 1692, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!622 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EEmc", scope: !34, file: !33, line: 1749, type: !623, scopeLine: 1749, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{!456, !386, !461, !41, !5}
!625 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EESt16initializer_listIcE", scope: !34, file: !33, line: 1829, type: !626, scopeLine: 1829, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!626 = !DISubroutineType(types: !627)
!627 = !{!456, !386, !461, !506}
!628 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmRKS4_", scope: !34, file: !33, line: 1857, type: !629, scopeLine: 1857, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!629 = !DISubroutineType(types: !630)
!630 = !{!518, !386, !41, !475}
!631 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmRKS4_mm", scope: !34, file: !33, line: 1881, type: !632, scopeLine: 1881, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!632 = !DISubroutineType(types: !633)
!633 = !{!518, !386, !41, !475, !41, !41}
!634 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmPKcm", scope: !34, file: !33, line: 1905, type: !635, scopeLine: 1905, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!635 = !DISubroutineType(types: !636)
!636 = !{!518, !386, !41, !88, !41}
!637 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmPKc", scope: !34, file: !33, line: 1925, type: !638, scopeLine: 1925, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DISubroutineType(types: !639)
!639 = !{!518, !386, !41, !88}
!640 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmmc", scope: !34, file: !33, line: 1950, type: !641, scopeLine: 1950, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DISubroutineType(types: !642)
!642 = !{!518, !386, !41, !41, !5}
!643 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EEc", scope: !34, file: !33, line: 1969, type: !644, scopeLine: 1969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DISubroutineType(types: !645)
!645 = !{!456, !386, !646, !5}
!646 = !DIDerivedType(tag: DW_TAG_typedef, name: "__const_iterator", scope: !34, file: !33, line: 146, baseType: !461, flags: DIFlagProtected)
!647 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEmm", scope: !34, file: !33, line: 2032, type: !648, scopeLine: 2032, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DISubroutineType(types: !649)
!649 = !{!518, !386, !41, !41}
!650 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEN9__gnu_cxx17__normal_iteratorIPKcS4_EE", scope: !34, file: !33, line: 2052, type: !651, scopeLine: 2052, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!651 = !DISubroutineType(types: !652)
!652 = !{!456, !386, !646}
!653 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_", scope: !34, file: !33, line: 2072, type: !654, scopeLine: 2072, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DISubroutineType(types: !655)
!655 = !{!456, !386, !646, !646}
!656 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8pop_backEv", scope: !34, file: !33, line: 2092, type: !418, scopeLine: 2092, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!657 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmRKS4_", scope: !34, file: !33, line: 2118, type: !658, scopeLine: 2118, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!658 = !DISubroutineType(types: !659)
!659 = !{!518, !386, !41, !41, !475}
!660 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmRKS4_mm", scope: !34, file: !33, line: 2141, type: !661, scopeLine: 2141, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!661 = !DISubroutineType(types: !662)
!662 = !{!518, !386, !41, !41, !475, !41, !41}
!663 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmPKcm", scope: !34, file: !33, line: 2167, type: !664, scopeLine: 2167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DISubroutineType(types: !665)
!665 = !{!518, !386, !41, !41, !88, !41}
!666 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmPKc", scope: !34, file: !33, line: 2193, type: !667, scopeLine: 2193, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DISubroutineType(types: !668)
!668 = !{!518, !386, !41, !41, !88}
!669 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmmc", scope: !34, file: !33, line: 2218, type: !670, scopeLine: 2218, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DISubroutineType(types: !671)
!671 = !{!518, !386, !41, !41, !41, !5}
!672 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_RKS4_", scope: !34, file: !33, line: 2237, type: !673, scopeLine: 2237, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DISubroutineType(types: !674)
!674 = !{!518, !386, !646, !646, !475}
!675 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_m", scope: !34, file: !33, line: 2258, type: !676, scopeLine: 2258, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!676 = !DISubroutineType(types: !677)
!677 = !{!518, !386, !646, !646, !88, !41}
!678 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_", scope: !34, file: !33, line: 2281, type: !679, scopeLine: 2281, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !DISubroutineType(types: !680)
!680 = !{!518, !386, !646, !646, !88}
!681 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_mc", scope: !34, file: !33, line: 2303, type: !682, scopeLine: 2303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!682 = !DISubroutineType(types: !683)
!683 = !{!518, !386, !646, !646, !41, !5}
!684 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_PcSA_", scope: !34, file: !33, line: 2362, type: !685, scopeLine: 2362, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!685 = !DISubroutineType(types: !686)
!686 = !{!518, !386, !646, !646, !55, !55}
!687 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_S8_", scope: !34, file: !33, line: 2374, type: !688, scopeLine: 2374, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!688 = !DISubroutineType(types: !689)
!689 = !{!518, !386, !646, !646, !88, !88}
!690 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_NS6_IPcS4_EESB_", scope: !34, file: !33, line: 2386, type: !691, scopeLine: 2386, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DISubroutineType(types: !692)
!692 = !{!518, !386, !646, !646, !456, !456}
!693 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S9_S9_", scope: !34, file: !33, line: 2398, type: !694, scopeLine: 2398, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!694 = !DISubroutineType(types: !695)
!695 = !{!518, !386, !646, !646, !461, !461}
!696 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_St16initializer_listIcE", scope: !34, file: !33, line: 2424, type: !697, scopeLine: 2424, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!697 = !DISubroutineType(types: !698)
!698 = !{!518, !386, !461, !461, !506}
!699 = !DISubprogram(name: "_M_replace_aux", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE14_M_replace_auxEmmmc", scope: !34, file: !33, line: 2504, type: !670, scopeLine: 2504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!700 = !DISubprogram(name: "_M_replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm", scope: !34, file: !33, line: 2509, type: !701, scopeLine: 2509, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!701 = !DISubroutineType(types: !702)
!702 = !{!518, !386, !41, !41, !88, !40}
!703 = !DISubprogram(name: "_M_append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm", scope: !34, file: !33, line: 2514, type: !605, scopeLine: 2514, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!704 = !DISubprogram(name: "copy", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4copyEPcmm", scope: !34, file: !33, line: 2532, type: !705, scopeLine: 2532, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!705 = !DISubroutineType(types: !706)
!706 = !{!41, !397, !55, !41, !41}
!707 = !DISubprogram(name: "swap", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4swapERS4_", scope: !34, file: !33, line: 2543, type: !708, scopeLine: 2543, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!708 = !DISubroutineType(types: !709)
!709 = !{null, !386, !518}
!710 = !DISubprogram(name: "c_str", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv", scope: !34, file: !33, line: 2554, type: !711, scopeLine: 2554, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DISubroutineType(types: !712)
!712 = !{!88, !397}
!713 = !DISubprogram(name: "data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4dataEv", scope: !34, file: !33, line: 2567, type: !711, scopeLine: 2567, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!714 = !DISubprogram(name: "data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4dataEv", scope: !34, file: !33, line: 2579, type: !715, scopeLine: 2579, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DISubroutineType(types: !716)
!716 = !{!55, !386}
!717 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13get_allocatorEv", scope: !34, file: !33, line: 2588, type: !718, scopeLine: 2588, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!718 = !DISubroutineType(types: !719)
!719 = !{!164, !397}
!720 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEPKcmm", scope: !34, file: !33, line: 2605, type: !721, scopeLine: 2605, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!721 = !DISubroutineType(types: !722)
!722 = !{!41, !397, !88, !41, !41}
!723 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findERKS4_m", scope: !34, file: !33, line: 2620, type: !724, scopeLine: 2620, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DISubroutineType(types: !725)
!725 = !{!41, !397, !475, !41}
!726 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEPKcm", scope: !34, file: !33, line: 2654, type: !727, scopeLine: 2654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!727 = !DISubroutineType(types: !728)
!728 = !{!41, !397, !88, !41}
!729 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEcm", scope: !34, file: !33, line: 2672, type: !730, scopeLine: 2672, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DISubroutineType(types: !731)
!731 = !{!41, !397, !5, !41}
!732 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindERKS4_m", scope: !34, file: !33, line: 2686, type: !724, scopeLine: 2686, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!733 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEPKcmm", scope: !34, file: !33, line: 2722, type: !721, scopeLine: 2722, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEPKcm", scope: !34, file: !33, line: 2737, type: !727, scopeLine: 2737, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!735 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEcm", scope: !34, file: !33, line: 2755, type: !730, scopeLine: 2755, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofERKS4_m", scope: !34, file: !33, line: 2770, type: !724, scopeLine: 2770, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEPKcmm", scope: !34, file: !33, line: 2807, type: !721, scopeLine: 2807, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!738 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEPKcm", scope: !34, file: !33, line: 2822, type: !727, scopeLine: 2822, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!739 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEcm", scope: !34, file: !33, line: 2843, type: !730, scopeLine: 2843, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofERKS4_m", scope: !34, file: !33, line: 2859, type: !724, scopeLine: 2859, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!741 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEPKcmm", scope: !34, file: !33, line: 2896, type: !721, scopeLine: 2896, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!742 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEPKcm", scope: !34, file: !33, line: 2911, type: !727, scopeLine: 2911, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEcm", scope: !34, file: !33, line: 2932, type: !730, scopeLine: 2932, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofERKS4_m", scope: !34, file: !33, line: 2947, type: !724, scopeLine: 2947, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEPKcmm", scope: !34, file: !33, line: 2984, type: !721, scopeLine: 2984, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!746 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEPKcm", scope: !34, file: !33, line: 2999, type: !727, scopeLine: 2999, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!747 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEcm", scope: !34, file: !33, line: 3018, type: !730, scopeLine: 3018, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofERKS4_m", scope: !34, file: !33, line: 3034, type: !724, scopeLine: 3034, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEPKcmm", scope: !34, file: !33, line: 3071, type: !721, scopeLine: 3071, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!750 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEPKcm", scope: !34, file: !33, line: 3086, type: !727, scopeLine: 3086, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEcm", scope: !34, file: !33, line: 3105, type: !730, scopeLine: 3105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!752 = !DISubprogram(name: "substr", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm", scope: !34, file: !33, line: 3122, type: !753, scopeLine: 3122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!753 = !DISubroutineType(types: !754)
!754 = !{!34, !397, !41, !41}
!755 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareERKS4_", scope: !34, file: !33, line: 3142, type: !756, scopeLine: 3142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubroutineType(types: !757)
!757 = !{!278, !397, !475}
!758 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmRKS4_", scope: !34, file: !33, line: 3239, type: !759, scopeLine: 3239, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!759 = !DISubroutineType(types: !760)
!760 = !{!278, !397, !41, !41, !475}
!761 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmRKS4_mm", scope: !34, file: !33, line: 3266, type: !762, scopeLine: 3266, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!762 = !DISubroutineType(types: !763)
!763 = !{!278, !397, !41, !41, !475, !41, !41}
!764 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEPKc", scope: !34, file: !33, line: 3285, type: !765, scopeLine: 3285, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DISubroutineType(types: !766)
!766 = !{!278, !397, !88}
!767 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmPKc", scope: !34, file: !33, line: 3310, type: !768, scopeLine: 3310, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!768 = !DISubroutineType(types: !769)
!769 = !{!278, !397, !41, !41, !88}
!770 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmPKcm", scope: !34, file: !33, line: 3338, type: !771, scopeLine: 3338, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!771 = !DISubroutineType(types: !772)
!772 = !{!278, !397, !41, !41, !88, !41}
!773 = !{!330, !331, !774}
!774 = !DITemplateTypeParameter(name: "_Alloc", type: !58, defaulted: true)
!775 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!776 = !{!777}
!777 = !DIEnumerator(name: "_S_local_capacity", value: 15, isUnsigned: true)
!778 = !{!779, !41, !359, !781, !58, !64, !192, !34, !161, !791}
!779 = !DIDerivedType(tag: DW_TAG_typedef, name: "string", scope: !37, file: !780, line: 77, baseType: !34)
!780 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stringfwd.h", directory: "")
!781 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", file: !2, line: 8, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !782, identifier: "_ZTS5Guard")
!782 = !{!783, !784, !788}
!783 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !781, file: !2, line: 9, baseType: !278, size: 32)
!784 = !DISubprogram(name: "Guard", scope: !781, file: !2, line: 10, type: !785, scopeLine: 10, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DISubroutineType(types: !786)
!786 = !{null, !787, !278}
!787 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !781, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!788 = !DISubprogram(name: "~Guard", scope: !781, file: !2, line: 11, type: !789, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!789 = !DISubroutineType(types: !790)
!790 = !{null, !787}
!791 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Guard", scope: !792, file: !35, line: 232, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !811, identifier: "_ZTSZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tagE6_Guard")
!792 = distinct !DISubprogram(name: "_M_construct<const char *>", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tag", scope: !34, file: !35, line: 218, type: !793, scopeLine: 220, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, templateParams: !801, declaration: !800, retainedNodes: !803)
!793 = !DISubroutineType(types: !794)
!794 = !{null, !386, !88, !88, !795}
!795 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !37, file: !796, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !797, identifier: "_ZTSSt20forward_iterator_tag")
!796 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!797 = !{!798}
!798 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !795, baseType: !799, extraData: i32 0)
!799 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !37, file: !796, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !168, identifier: "_ZTSSt18input_iterator_tag")
!800 = !DISubprogram(name: "_M_construct<const char *>", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tag", scope: !34, file: !35, line: 218, type: !793, scopeLine: 218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !801)
!801 = !{!802}
!802 = !DITemplateTypeParameter(name: "_FwdIterator", type: !88)
!803 = !{!804, !806, !807, !808, !809, !810}
!804 = !DILocalVariable(name: "this", arg: 1, scope: !792, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!805 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!806 = !DILocalVariable(name: "__beg", arg: 2, scope: !792, file: !33, line: 330, type: !88)
!807 = !DILocalVariable(name: "__end", arg: 3, scope: !792, file: !33, line: 330, type: !88)
!808 = !DILocalVariable(arg: 4, scope: !792, file: !33, line: 331, type: !795)
!809 = !DILocalVariable(name: "__dnew", scope: !792, file: !35, line: 221, type: !41)
!810 = !DILocalVariable(name: "__guard", scope: !792, file: !35, line: 241, type: !791)
!811 = !{!812, !813, !817}
!812 = !DIDerivedType(tag: DW_TAG_member, name: "_M_guarded", scope: !791, file: !35, line: 240, baseType: !805, size: 64)
!813 = !DISubprogram(name: "_Guard", scope: !791, file: !35, line: 235, type: !814, scopeLine: 235, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!814 = !DISubroutineType(types: !815)
!815 = !{null, !816, !805}
!816 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !791, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!817 = !DISubprogram(name: "~_Guard", scope: !791, file: !35, line: 238, type: !818, scopeLine: 238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!818 = !DISubroutineType(types: !819)
!819 = !{null, !816}
!820 = !{!0, !821, !8, !13, !18, !23, !823, !828, !28, !830}
!821 = !DIGlobalVariableExpression(var: !822, expr: !DIExpression())
!822 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !25, isLocal: true, isDefinition: true)
!823 = !DIGlobalVariableExpression(var: !824, expr: !DIExpression())
!824 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !825, isLocal: true, isDefinition: true)
!825 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !826)
!826 = !{!827}
!827 = !DISubrange(count: 10)
!828 = !DIGlobalVariableExpression(var: !829, expr: !DIExpression())
!829 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !825, isLocal: true, isDefinition: true)
!830 = !DIGlobalVariableExpression(var: !831, expr: !DIExpression())
!831 = distinct !DIGlobalVariable(scope: null, file: !33, line: 639, type: !832, isLocal: true, isDefinition: true)
!832 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !833)
!833 = !{!834}
!834 = !DISubrange(count: 50)
!835 = !{!836, !896, !902, !907, !911, !913, !915, !917, !919, !926, !931, !936, !940, !944, !948, !953, !957, !959, !963, !969, !973, !978, !980, !985, !989, !993, !995, !999, !1003, !1005, !1009, !1011, !1013, !1017, !1021, !1025, !1029, !1033, !1037, !1039, !1053, !1057, !1061, !1065, !1067, !1069, !1073, !1077, !1078, !1079, !1080, !1081, !1082, !1086, !1090, !1107, !1110, !1115, !1122, !1130, !1134, !1141, !1145, !1149, !1151, !1153, !1157, !1163, !1167, !1173, !1179, !1181, !1185, !1189, !1193, !1197, !1201, !1203, !1207, !1211, !1215, !1217, !1221, !1225, !1229, !1231, !1233, !1237, !1245, !1249, !1253, !1257, !1259, !1265, !1267, !1274, !1279, !1283, !1287, !1291, !1295, !1299, !1301, !1303, !1307, !1311, !1315, !1317, !1321, !1325, !1327, !1329, !1333, !1338, !1343, !1348, !1349, !1350, !1351, !1352, !1353, !1354, !1355, !1356, !1357, !1358, !1363, !1367, !1370, !1373, !1376, !1378, !1380, !1382, !1385, !1388, !1391, !1394, !1397, !1399, !1404, !1407, !1410, !1413, !1415, !1417, !1419, !1421, !1424, !1427, !1430, !1433, !1436, !1438, !1442, !1446, !1451, !1455, !1457, !1459, !1461, !1463, !1465, !1467, !1469, !1471, !1473, !1475, !1477, !1479, !1481, !1485, !1489, !1493, !1499, !1503, !1507, !1512, !1514, !1519, !1521, !1525, !1534, !1536, !1540, !1544, !1548, !1552, !1556, !1560, !1564, !1568, !1572, !1576, !1580, !1582, !1584, !1588, !1592, !1598, !1602, !1606, !1608, !1612, !1616, !1622, !1624, !1628, !1632, !1636, !1640, !1644, !1648, !1652, !1653, !1654, !1655, !1657, !1658, !1659, !1660, !1661, !1662}
!836 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !837, file: !895, line: 98)
!837 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !838, line: 7, baseType: !839)
!838 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!839 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !840, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !841, identifier: "_ZTS8_IO_FILE")
!840 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!841 = !{!842, !843, !844, !845, !846, !847, !848, !849, !850, !851, !852, !853, !854, !857, !859, !860, !861, !865, !867, !869, !873, !876, !878, !881, !884, !885, !887, !890, !891}
!842 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !839, file: !840, line: 51, baseType: !278, size: 32)
!843 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !839, file: !840, line: 54, baseType: !55, size: 64, offset: 64)
!844 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !839, file: !840, line: 55, baseType: !55, size: 64, offset: 128)
!845 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !839, file: !840, line: 56, baseType: !55, size: 64, offset: 192)
!846 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !839, file: !840, line: 57, baseType: !55, size: 64, offset: 256)
!847 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !839, file: !840, line: 58, baseType: !55, size: 64, offset: 320)
!848 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !839, file: !840, line: 59, baseType: !55, size: 64, offset: 384)
!849 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !839, file: !840, line: 60, baseType: !55, size: 64, offset: 448)
!850 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !839, file: !840, line: 61, baseType: !55, size: 64, offset: 512)
!851 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !839, file: !840, line: 64, baseType: !55, size: 64, offset: 576)
!852 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !839, file: !840, line: 65, baseType: !55, size: 64, offset: 640)
!853 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !839, file: !840, line: 66, baseType: !55, size: 64, offset: 704)
!854 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !839, file: !840, line: 68, baseType: !855, size: 64, offset: 768)
!855 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !856, size: 64)
!856 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !840, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!857 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !839, file: !840, line: 70, baseType: !858, size: 64, offset: 832)
!858 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !839, size: 64)
!859 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !839, file: !840, line: 72, baseType: !278, size: 32, offset: 896)
!860 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !839, file: !840, line: 73, baseType: !278, size: 32, offset: 928)
!861 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !839, file: !840, line: 74, baseType: !862, size: 64, offset: 960)
!862 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !863, line: 152, baseType: !864)
!863 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!864 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!865 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !839, file: !840, line: 77, baseType: !866, size: 16, offset: 1024)
!866 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!867 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !839, file: !840, line: 78, baseType: !868, size: 8, offset: 1040)
!868 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!869 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !839, file: !840, line: 79, baseType: !870, size: 8, offset: 1048)
!870 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !871)
!871 = !{!872}
!872 = !DISubrange(count: 1)
!873 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !839, file: !840, line: 81, baseType: !874, size: 64, offset: 1088)
!874 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !875, size: 64)
!875 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !840, line: 43, baseType: null)
!876 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !839, file: !840, line: 89, baseType: !877, size: 64, offset: 1152)
!877 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !863, line: 153, baseType: !864)
!878 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !839, file: !840, line: 91, baseType: !879, size: 64, offset: 1216)
!879 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !880, size: 64)
!880 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !840, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!881 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !839, file: !840, line: 92, baseType: !882, size: 64, offset: 1280)
!882 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !883, size: 64)
!883 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !840, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!884 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !839, file: !840, line: 93, baseType: !858, size: 64, offset: 1344)
!885 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !839, file: !840, line: 94, baseType: !886, size: 64, offset: 1408)
!886 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!887 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !839, file: !840, line: 95, baseType: !888, size: 64, offset: 1472)
!888 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !889, line: 18, baseType: !97)
!889 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!890 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !839, file: !840, line: 96, baseType: !278, size: 32, offset: 1536)
!891 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !839, file: !840, line: 98, baseType: !892, size: 160, offset: 1568)
!892 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !893)
!893 = !{!894}
!894 = !DISubrange(count: 20)
!895 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdio", directory: "")
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !897, file: !895, line: 99)
!897 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !898, line: 84, baseType: !899)
!898 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!899 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !900, line: 14, baseType: !901)
!900 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!901 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !900, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!902 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !903, file: !895, line: 101)
!903 = !DISubprogram(name: "clearerr", scope: !898, file: !898, line: 786, type: !904, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!904 = !DISubroutineType(types: !905)
!905 = !{null, !906}
!906 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !837, size: 64)
!907 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !908, file: !895, line: 102)
!908 = !DISubprogram(name: "fclose", scope: !898, file: !898, line: 178, type: !909, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!909 = !DISubroutineType(types: !910)
!910 = !{!278, !906}
!911 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !912, file: !895, line: 103)
!912 = !DISubprogram(name: "feof", scope: !898, file: !898, line: 788, type: !909, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !914, file: !895, line: 104)
!914 = !DISubprogram(name: "ferror", scope: !898, file: !898, line: 790, type: !909, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!915 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !916, file: !895, line: 105)
!916 = !DISubprogram(name: "fflush", scope: !898, file: !898, line: 230, type: !909, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!917 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !918, file: !895, line: 106)
!918 = !DISubprogram(name: "fgetc", scope: !898, file: !898, line: 513, type: !909, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!919 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !920, file: !895, line: 107)
!920 = !DISubprogram(name: "fgetpos", scope: !898, file: !898, line: 760, type: !921, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!921 = !DISubroutineType(types: !922)
!922 = !{!278, !923, !924}
!923 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !906)
!924 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !925)
!925 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !897, size: 64)
!926 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !927, file: !895, line: 108)
!927 = !DISubprogram(name: "fgets", scope: !898, file: !898, line: 592, type: !928, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!928 = !DISubroutineType(types: !929)
!929 = !{!55, !930, !278, !923}
!930 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !55)
!931 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !932, file: !895, line: 109)
!932 = !DISubprogram(name: "fopen", scope: !898, file: !898, line: 258, type: !933, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!933 = !DISubroutineType(types: !934)
!934 = !{!906, !935, !935}
!935 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !937, file: !895, line: 110)
!937 = !DISubprogram(name: "fprintf", scope: !898, file: !898, line: 350, type: !938, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!938 = !DISubroutineType(types: !939)
!939 = !{!278, !923, !935, null}
!940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !941, file: !895, line: 111)
!941 = !DISubprogram(name: "fputc", scope: !898, file: !898, line: 549, type: !942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DISubroutineType(types: !943)
!943 = !{!278, !278, !906}
!944 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !945, file: !895, line: 112)
!945 = !DISubprogram(name: "fputs", scope: !898, file: !898, line: 655, type: !946, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!946 = !DISubroutineType(types: !947)
!947 = !{!278, !935, !923}
!948 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !949, file: !895, line: 113)
!949 = !DISubprogram(name: "fread", scope: !898, file: !898, line: 675, type: !950, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!950 = !DISubroutineType(types: !951)
!951 = !{!888, !952, !888, !888, !923}
!952 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !886)
!953 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !954, file: !895, line: 114)
!954 = !DISubprogram(name: "freopen", scope: !898, file: !898, line: 265, type: !955, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!955 = !DISubroutineType(types: !956)
!956 = !{!906, !935, !935, !923}
!957 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !958, file: !895, line: 115)
!958 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !898, file: !898, line: 434, type: !938, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!959 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !960, file: !895, line: 116)
!960 = !DISubprogram(name: "fseek", scope: !898, file: !898, line: 713, type: !961, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!961 = !DISubroutineType(types: !962)
!962 = !{!278, !906, !864, !278}
!963 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !964, file: !895, line: 117)
!964 = !DISubprogram(name: "fsetpos", scope: !898, file: !898, line: 765, type: !965, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!965 = !DISubroutineType(types: !966)
!966 = !{!278, !906, !967}
!967 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !968, size: 64)
!968 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !897)
!969 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !970, file: !895, line: 118)
!970 = !DISubprogram(name: "ftell", scope: !898, file: !898, line: 718, type: !971, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!971 = !DISubroutineType(types: !972)
!972 = !{!864, !906}
!973 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !974, file: !895, line: 119)
!974 = !DISubprogram(name: "fwrite", scope: !898, file: !898, line: 681, type: !975, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!975 = !DISubroutineType(types: !976)
!976 = !{!888, !977, !888, !888, !923}
!977 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !98)
!978 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !979, file: !895, line: 120)
!979 = !DISubprogram(name: "getc", scope: !898, file: !898, line: 514, type: !909, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!980 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !981, file: !895, line: 121)
!981 = !DISubprogram(name: "getchar", scope: !982, file: !982, line: 47, type: !983, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!982 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!983 = !DISubroutineType(types: !984)
!984 = !{!278}
!985 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !986, file: !895, line: 126)
!986 = !DISubprogram(name: "perror", scope: !898, file: !898, line: 804, type: !987, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!987 = !DISubroutineType(types: !988)
!988 = !{null, !88}
!989 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !990, file: !895, line: 127)
!990 = !DISubprogram(name: "printf", scope: !898, file: !898, line: 356, type: !991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!991 = !DISubroutineType(types: !992)
!992 = !{!278, !935, null}
!993 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !994, file: !895, line: 128)
!994 = !DISubprogram(name: "putc", scope: !898, file: !898, line: 550, type: !942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!995 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !996, file: !895, line: 129)
!996 = !DISubprogram(name: "putchar", scope: !982, file: !982, line: 82, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!997 = !DISubroutineType(types: !998)
!998 = !{!278, !278}
!999 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1000, file: !895, line: 130)
!1000 = !DISubprogram(name: "puts", scope: !898, file: !898, line: 661, type: !1001, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1001 = !DISubroutineType(types: !1002)
!1002 = !{!278, !88}
!1003 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1004, file: !895, line: 131)
!1004 = !DISubprogram(name: "remove", scope: !898, file: !898, line: 152, type: !1001, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1005 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1006, file: !895, line: 132)
!1006 = !DISubprogram(name: "rename", scope: !898, file: !898, line: 154, type: !1007, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1007 = !DISubroutineType(types: !1008)
!1008 = !{!278, !88, !88}
!1009 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1010, file: !895, line: 133)
!1010 = !DISubprogram(name: "rewind", scope: !898, file: !898, line: 723, type: !904, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1011 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1012, file: !895, line: 134)
!1012 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !898, file: !898, line: 437, type: !991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1013 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1014, file: !895, line: 135)
!1014 = !DISubprogram(name: "setbuf", scope: !898, file: !898, line: 328, type: !1015, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1015 = !DISubroutineType(types: !1016)
!1016 = !{null, !923, !930}
!1017 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1018, file: !895, line: 136)
!1018 = !DISubprogram(name: "setvbuf", scope: !898, file: !898, line: 332, type: !1019, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1019 = !DISubroutineType(types: !1020)
!1020 = !{!278, !923, !930, !278, !888}
!1021 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1022, file: !895, line: 137)
!1022 = !DISubprogram(name: "sprintf", scope: !898, file: !898, line: 358, type: !1023, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1023 = !DISubroutineType(types: !1024)
!1024 = !{!278, !930, !935, null}
!1025 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1026, file: !895, line: 138)
!1026 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !898, file: !898, line: 439, type: !1027, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1027 = !DISubroutineType(types: !1028)
!1028 = !{!278, !935, !935, null}
!1029 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1030, file: !895, line: 139)
!1030 = !DISubprogram(name: "tmpfile", scope: !898, file: !898, line: 188, type: !1031, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{!906}
!1033 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1034, file: !895, line: 141)
!1034 = !DISubprogram(name: "tmpnam", scope: !898, file: !898, line: 205, type: !1035, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1035 = !DISubroutineType(types: !1036)
!1036 = !{!55, !55}
!1037 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1038, file: !895, line: 143)
!1038 = !DISubprogram(name: "ungetc", scope: !898, file: !898, line: 668, type: !942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1039 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1040, file: !895, line: 144)
!1040 = !DISubprogram(name: "vfprintf", scope: !898, file: !898, line: 365, type: !1041, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{!278, !923, !935, !1043}
!1043 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !1044, line: 12, baseType: !1045)
!1044 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!1045 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !1046)
!1046 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", scope: !37, size: 256, flags: DIFlagTypePassByValue, elements: !1047, identifier: "_ZTSSt9__va_list")
!1047 = !{!1048, !1049, !1050, !1051, !1052}
!1048 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !1046, file: !2, baseType: !886, size: 64)
!1049 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !1046, file: !2, baseType: !886, size: 64, offset: 64)
!1050 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !1046, file: !2, baseType: !886, size: 64, offset: 128)
!1051 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !1046, file: !2, baseType: !278, size: 32, offset: 192)
!1052 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !1046, file: !2, baseType: !278, size: 32, offset: 224)
!1053 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1054, file: !895, line: 145)
!1054 = !DISubprogram(name: "vprintf", scope: !982, file: !982, line: 39, type: !1055, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1055 = !DISubroutineType(types: !1056)
!1056 = !{!278, !935, !1043}
!1057 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1058, file: !895, line: 146)
!1058 = !DISubprogram(name: "vsprintf", scope: !898, file: !898, line: 373, type: !1059, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1059 = !DISubroutineType(types: !1060)
!1060 = !{!278, !930, !935, !1043}
!1061 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1062, file: !895, line: 175)
!1062 = !DISubprogram(name: "snprintf", scope: !898, file: !898, line: 378, type: !1063, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1063 = !DISubroutineType(types: !1064)
!1064 = !{!278, !930, !888, !935, null}
!1065 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1066, file: !895, line: 176)
!1066 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !898, file: !898, line: 479, type: !1041, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1067 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1068, file: !895, line: 177)
!1068 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !898, file: !898, line: 484, type: !1055, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1069 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1070, file: !895, line: 178)
!1070 = !DISubprogram(name: "vsnprintf", scope: !898, file: !898, line: 382, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1071 = !DISubroutineType(types: !1072)
!1072 = !{!278, !930, !888, !935, !1043}
!1073 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1074, file: !895, line: 179)
!1074 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !898, file: !898, line: 487, type: !1075, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1075 = !DISubroutineType(types: !1076)
!1076 = !{!278, !935, !935, !1043}
!1077 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1062, file: !895, line: 185)
!1078 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1066, file: !895, line: 186)
!1079 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1068, file: !895, line: 187)
!1080 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1070, file: !895, line: 188)
!1081 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1074, file: !895, line: 189)
!1082 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1083, file: !1084, line: 68)
!1083 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !1085, file: !1084, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!1084 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!1085 = !DINamespace(name: "__exception_ptr", scope: !37)
!1086 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !1085, entity: !1087, file: !1084, line: 84)
!1087 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !37, file: !1084, line: 80, type: !1088, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1088 = !DISubroutineType(types: !1089)
!1089 = !{null, !1083}
!1090 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1091, file: !1106, line: 64)
!1091 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1092, line: 6, baseType: !1093)
!1092 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1093 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1094, line: 21, baseType: !1095)
!1094 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1095 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1094, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1096, identifier: "_ZTS11__mbstate_t")
!1096 = !{!1097, !1098}
!1097 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1095, file: !1094, line: 15, baseType: !278, size: 32)
!1098 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1095, file: !1094, line: 20, baseType: !1099, size: 32, offset: 32)
!1099 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1095, file: !1094, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1100, identifier: "_ZTSN11__mbstate_tUt_E")
!1100 = !{!1101, !1102}
!1101 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1099, file: !1094, line: 18, baseType: !775, size: 32)
!1102 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1099, file: !1094, line: 19, baseType: !1103, size: 32)
!1103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !1104)
!1104 = !{!1105}
!1105 = !DISubrange(count: 4)
!1106 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cwchar", directory: "")
!1107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1108, file: !1106, line: 141)
!1108 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1109, line: 20, baseType: !775)
!1109 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1111, file: !1106, line: 143)
!1111 = !DISubprogram(name: "btowc", scope: !1112, file: !1112, line: 319, type: !1113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1112 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1113 = !DISubroutineType(types: !1114)
!1114 = !{!1108, !278}
!1115 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1116, file: !1106, line: 144)
!1116 = !DISubprogram(name: "fgetwc", scope: !1112, file: !1112, line: 744, type: !1117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{!1108, !1119}
!1119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1120, size: 64)
!1120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1121, line: 5, baseType: !839)
!1121 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1123, file: !1106, line: 145)
!1123 = !DISubprogram(name: "fgetws", scope: !1112, file: !1112, line: 773, type: !1124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1124 = !DISubroutineType(types: !1125)
!1125 = !{!1126, !1128, !278, !1129}
!1126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1127, size: 64)
!1127 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_unsigned)
!1128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1126)
!1129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1119)
!1130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1131, file: !1106, line: 146)
!1131 = !DISubprogram(name: "fputwc", scope: !1112, file: !1112, line: 758, type: !1132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1132 = !DISubroutineType(types: !1133)
!1133 = !{!1108, !1127, !1119}
!1134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1135, file: !1106, line: 147)
!1135 = !DISubprogram(name: "fputws", scope: !1112, file: !1112, line: 780, type: !1136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1136 = !DISubroutineType(types: !1137)
!1137 = !{!278, !1138, !1129}
!1138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1139)
!1139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1140, size: 64)
!1140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1127)
!1141 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1142, file: !1106, line: 148)
!1142 = !DISubprogram(name: "fwide", scope: !1112, file: !1112, line: 588, type: !1143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1143 = !DISubroutineType(types: !1144)
!1144 = !{!278, !1119, !278}
!1145 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1146, file: !1106, line: 149)
!1146 = !DISubprogram(name: "fwprintf", scope: !1112, file: !1112, line: 595, type: !1147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1147 = !DISubroutineType(types: !1148)
!1148 = !{!278, !1129, !1138, null}
!1149 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1150, file: !1106, line: 150)
!1150 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1112, file: !1112, line: 657, type: !1147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1151 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1152, file: !1106, line: 151)
!1152 = !DISubprogram(name: "getwc", scope: !1112, file: !1112, line: 745, type: !1117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1153 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1154, file: !1106, line: 152)
!1154 = !DISubprogram(name: "getwchar", scope: !1112, file: !1112, line: 751, type: !1155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1155 = !DISubroutineType(types: !1156)
!1156 = !{!1108}
!1157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1158, file: !1106, line: 153)
!1158 = !DISubprogram(name: "mbrlen", scope: !1112, file: !1112, line: 330, type: !1159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1159 = !DISubroutineType(types: !1160)
!1160 = !{!888, !935, !888, !1161}
!1161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1162)
!1162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1091, size: 64)
!1163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1164, file: !1106, line: 154)
!1164 = !DISubprogram(name: "mbrtowc", scope: !1112, file: !1112, line: 297, type: !1165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1165 = !DISubroutineType(types: !1166)
!1166 = !{!888, !1128, !935, !888, !1161}
!1167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1168, file: !1106, line: 155)
!1168 = !DISubprogram(name: "mbsinit", scope: !1112, file: !1112, line: 293, type: !1169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1169 = !DISubroutineType(types: !1170)
!1170 = !{!278, !1171}
!1171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1172, size: 64)
!1172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1091)
!1173 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1174, file: !1106, line: 156)
!1174 = !DISubprogram(name: "mbsrtowcs", scope: !1112, file: !1112, line: 338, type: !1175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1175 = !DISubroutineType(types: !1176)
!1176 = !{!888, !1128, !1177, !888, !1161}
!1177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1178)
!1178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!1179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1180, file: !1106, line: 157)
!1180 = !DISubprogram(name: "putwc", scope: !1112, file: !1112, line: 759, type: !1132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1182, file: !1106, line: 158)
!1182 = !DISubprogram(name: "putwchar", scope: !1112, file: !1112, line: 765, type: !1183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1183 = !DISubroutineType(types: !1184)
!1184 = !{!1108, !1127}
!1185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1186, file: !1106, line: 160)
!1186 = !DISubprogram(name: "swprintf", scope: !1112, file: !1112, line: 605, type: !1187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1187 = !DISubroutineType(types: !1188)
!1188 = !{!278, !1128, !888, !1138, null}
!1189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1190, file: !1106, line: 162)
!1190 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1112, file: !1112, line: 664, type: !1191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1191 = !DISubroutineType(types: !1192)
!1192 = !{!278, !1138, !1138, null}
!1193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1194, file: !1106, line: 163)
!1194 = !DISubprogram(name: "ungetwc", scope: !1112, file: !1112, line: 788, type: !1195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1195 = !DISubroutineType(types: !1196)
!1196 = !{!1108, !1108, !1119}
!1197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1198, file: !1106, line: 164)
!1198 = !DISubprogram(name: "vfwprintf", scope: !1112, file: !1112, line: 613, type: !1199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1199 = !DISubroutineType(types: !1200)
!1200 = !{!278, !1129, !1138, !1043}
!1201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1202, file: !1106, line: 166)
!1202 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1112, file: !1112, line: 711, type: !1199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1204, file: !1106, line: 169)
!1204 = !DISubprogram(name: "vswprintf", scope: !1112, file: !1112, line: 626, type: !1205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1205 = !DISubroutineType(types: !1206)
!1206 = !{!278, !1128, !888, !1138, !1043}
!1207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1208, file: !1106, line: 172)
!1208 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1112, file: !1112, line: 718, type: !1209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1209 = !DISubroutineType(types: !1210)
!1210 = !{!278, !1138, !1138, !1043}
!1211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1212, file: !1106, line: 174)
!1212 = !DISubprogram(name: "vwprintf", scope: !1112, file: !1112, line: 621, type: !1213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1213 = !DISubroutineType(types: !1214)
!1214 = !{!278, !1138, !1043}
!1215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1216, file: !1106, line: 176)
!1216 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1112, file: !1112, line: 715, type: !1213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1218, file: !1106, line: 178)
!1218 = !DISubprogram(name: "wcrtomb", scope: !1112, file: !1112, line: 302, type: !1219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1219 = !DISubroutineType(types: !1220)
!1220 = !{!888, !930, !1127, !1161}
!1221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1222, file: !1106, line: 179)
!1222 = !DISubprogram(name: "wcscat", scope: !1112, file: !1112, line: 97, type: !1223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1223 = !DISubroutineType(types: !1224)
!1224 = !{!1126, !1128, !1138}
!1225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1226, file: !1106, line: 180)
!1226 = !DISubprogram(name: "wcscmp", scope: !1112, file: !1112, line: 106, type: !1227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1227 = !DISubroutineType(types: !1228)
!1228 = !{!278, !1139, !1139}
!1229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1230, file: !1106, line: 181)
!1230 = !DISubprogram(name: "wcscoll", scope: !1112, file: !1112, line: 131, type: !1227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1232, file: !1106, line: 182)
!1232 = !DISubprogram(name: "wcscpy", scope: !1112, file: !1112, line: 87, type: !1223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1234, file: !1106, line: 183)
!1234 = !DISubprogram(name: "wcscspn", scope: !1112, file: !1112, line: 188, type: !1235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1235 = !DISubroutineType(types: !1236)
!1236 = !{!888, !1139, !1139}
!1237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1238, file: !1106, line: 184)
!1238 = !DISubprogram(name: "wcsftime", scope: !1112, file: !1112, line: 852, type: !1239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1239 = !DISubroutineType(types: !1240)
!1240 = !{!888, !1128, !888, !1138, !1241}
!1241 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1242)
!1242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1243, size: 64)
!1243 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1244)
!1244 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1112, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1245 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1246, file: !1106, line: 185)
!1246 = !DISubprogram(name: "wcslen", scope: !1112, file: !1112, line: 223, type: !1247, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1247 = !DISubroutineType(types: !1248)
!1248 = !{!888, !1139}
!1249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1250, file: !1106, line: 186)
!1250 = !DISubprogram(name: "wcsncat", scope: !1112, file: !1112, line: 101, type: !1251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1251 = !DISubroutineType(types: !1252)
!1252 = !{!1126, !1128, !1138, !888}
!1253 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1254, file: !1106, line: 187)
!1254 = !DISubprogram(name: "wcsncmp", scope: !1112, file: !1112, line: 109, type: !1255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1255 = !DISubroutineType(types: !1256)
!1256 = !{!278, !1139, !1139, !888}
!1257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1258, file: !1106, line: 188)
!1258 = !DISubprogram(name: "wcsncpy", scope: !1112, file: !1112, line: 92, type: !1251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1259 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1260, file: !1106, line: 189)
!1260 = !DISubprogram(name: "wcsrtombs", scope: !1112, file: !1112, line: 344, type: !1261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1261 = !DISubroutineType(types: !1262)
!1262 = !{!888, !930, !1263, !888, !1161}
!1263 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1264)
!1264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1139, size: 64)
!1265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1266, file: !1106, line: 190)
!1266 = !DISubprogram(name: "wcsspn", scope: !1112, file: !1112, line: 192, type: !1235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1268, file: !1106, line: 191)
!1268 = !DISubprogram(name: "wcstod", scope: !1112, file: !1112, line: 378, type: !1269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1269 = !DISubroutineType(types: !1270)
!1270 = !{!1271, !1138, !1272}
!1271 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1272 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1273)
!1273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1126, size: 64)
!1274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1275, file: !1106, line: 193)
!1275 = !DISubprogram(name: "wcstof", scope: !1112, file: !1112, line: 383, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1276 = !DISubroutineType(types: !1277)
!1277 = !{!1278, !1138, !1272}
!1278 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1280, file: !1106, line: 195)
!1280 = !DISubprogram(name: "wcstok", scope: !1112, file: !1112, line: 218, type: !1281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1281 = !DISubroutineType(types: !1282)
!1282 = !{!1126, !1128, !1138, !1272}
!1283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1284, file: !1106, line: 196)
!1284 = !DISubprogram(name: "wcstol", scope: !1112, file: !1112, line: 429, type: !1285, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1285 = !DISubroutineType(types: !1286)
!1286 = !{!864, !1138, !1272, !278}
!1287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1288, file: !1106, line: 197)
!1288 = !DISubprogram(name: "wcstoul", scope: !1112, file: !1112, line: 434, type: !1289, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1289 = !DISubroutineType(types: !1290)
!1290 = !{!97, !1138, !1272, !278}
!1291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1292, file: !1106, line: 198)
!1292 = !DISubprogram(name: "wcsxfrm", scope: !1112, file: !1112, line: 135, type: !1293, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1293 = !DISubroutineType(types: !1294)
!1294 = !{!888, !1128, !1138, !888}
!1295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1296, file: !1106, line: 199)
!1296 = !DISubprogram(name: "wctob", scope: !1112, file: !1112, line: 325, type: !1297, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1297 = !DISubroutineType(types: !1298)
!1298 = !{!278, !1108}
!1299 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1300, file: !1106, line: 200)
!1300 = !DISubprogram(name: "wmemcmp", scope: !1112, file: !1112, line: 259, type: !1255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1302, file: !1106, line: 201)
!1302 = !DISubprogram(name: "wmemcpy", scope: !1112, file: !1112, line: 263, type: !1251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1303 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1304, file: !1106, line: 202)
!1304 = !DISubprogram(name: "wmemmove", scope: !1112, file: !1112, line: 268, type: !1305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1305 = !DISubroutineType(types: !1306)
!1306 = !{!1126, !1126, !1139, !888}
!1307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1308, file: !1106, line: 203)
!1308 = !DISubprogram(name: "wmemset", scope: !1112, file: !1112, line: 272, type: !1309, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1309 = !DISubroutineType(types: !1310)
!1310 = !{!1126, !1126, !1127, !888}
!1311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1312, file: !1106, line: 204)
!1312 = !DISubprogram(name: "wprintf", scope: !1112, file: !1112, line: 602, type: !1313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{!278, !1138, null}
!1315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1316, file: !1106, line: 205)
!1316 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1112, file: !1112, line: 661, type: !1313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1318, file: !1106, line: 206)
!1318 = !DISubprogram(name: "wcschr", scope: !1112, file: !1112, line: 165, type: !1319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1319 = !DISubroutineType(types: !1320)
!1320 = !{!1126, !1139, !1127}
!1321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1322, file: !1106, line: 207)
!1322 = !DISubprogram(name: "wcspbrk", scope: !1112, file: !1112, line: 202, type: !1323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1323 = !DISubroutineType(types: !1324)
!1324 = !{!1126, !1139, !1139}
!1325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1326, file: !1106, line: 208)
!1326 = !DISubprogram(name: "wcsrchr", scope: !1112, file: !1112, line: 175, type: !1319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1327 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1328, file: !1106, line: 209)
!1328 = !DISubprogram(name: "wcsstr", scope: !1112, file: !1112, line: 213, type: !1323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1330, file: !1106, line: 210)
!1330 = !DISubprogram(name: "wmemchr", scope: !1112, file: !1112, line: 254, type: !1331, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1331 = !DISubroutineType(types: !1332)
!1332 = !{!1126, !1139, !1127, !888}
!1333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1334, file: !1106, line: 251)
!1334 = !DISubprogram(name: "wcstold", scope: !1112, file: !1112, line: 385, type: !1335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1335 = !DISubroutineType(types: !1336)
!1336 = !{!1337, !1138, !1272}
!1337 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1339, file: !1106, line: 260)
!1339 = !DISubprogram(name: "wcstoll", scope: !1112, file: !1112, line: 442, type: !1340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1340 = !DISubroutineType(types: !1341)
!1341 = !{!1342, !1138, !1272, !278}
!1342 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1343 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1344, file: !1106, line: 261)
!1344 = !DISubprogram(name: "wcstoull", scope: !1112, file: !1112, line: 449, type: !1345, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1345 = !DISubroutineType(types: !1346)
!1346 = !{!1347, !1138, !1272, !278}
!1347 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1348 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1334, file: !1106, line: 267)
!1349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1339, file: !1106, line: 268)
!1350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1344, file: !1106, line: 269)
!1351 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1275, file: !1106, line: 283)
!1352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1202, file: !1106, line: 286)
!1353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1208, file: !1106, line: 289)
!1354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1216, file: !1106, line: 292)
!1355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1334, file: !1106, line: 296)
!1356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1339, file: !1106, line: 297)
!1357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1344, file: !1106, line: 298)
!1358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1359, file: !1362, line: 47)
!1359 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1360, line: 24, baseType: !1361)
!1360 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1361 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !863, line: 37, baseType: !868)
!1362 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdint", directory: "")
!1363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1364, file: !1362, line: 48)
!1364 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1360, line: 25, baseType: !1365)
!1365 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !863, line: 39, baseType: !1366)
!1366 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1368, file: !1362, line: 49)
!1368 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1360, line: 26, baseType: !1369)
!1369 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !863, line: 41, baseType: !278)
!1370 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1371, file: !1362, line: 50)
!1371 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1360, line: 27, baseType: !1372)
!1372 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !863, line: 44, baseType: !864)
!1373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1374, file: !1362, line: 52)
!1374 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1375, line: 58, baseType: !868)
!1375 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1377, file: !1362, line: 53)
!1377 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1375, line: 60, baseType: !864)
!1378 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1379, file: !1362, line: 54)
!1379 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1375, line: 61, baseType: !864)
!1380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1381, file: !1362, line: 55)
!1381 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1375, line: 62, baseType: !864)
!1382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1383, file: !1362, line: 57)
!1383 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1375, line: 43, baseType: !1384)
!1384 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !863, line: 52, baseType: !1361)
!1385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1386, file: !1362, line: 58)
!1386 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1375, line: 44, baseType: !1387)
!1387 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !863, line: 54, baseType: !1365)
!1388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1389, file: !1362, line: 59)
!1389 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1375, line: 45, baseType: !1390)
!1390 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !863, line: 56, baseType: !1369)
!1391 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1392, file: !1362, line: 60)
!1392 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1375, line: 46, baseType: !1393)
!1393 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !863, line: 58, baseType: !1372)
!1394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1395, file: !1362, line: 62)
!1395 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1375, line: 101, baseType: !1396)
!1396 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !863, line: 72, baseType: !864)
!1397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1398, file: !1362, line: 63)
!1398 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1375, line: 87, baseType: !864)
!1399 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1400, file: !1362, line: 65)
!1400 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1401, line: 24, baseType: !1402)
!1401 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1402 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !863, line: 38, baseType: !1403)
!1403 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!1404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1405, file: !1362, line: 66)
!1405 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1401, line: 25, baseType: !1406)
!1406 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !863, line: 40, baseType: !866)
!1407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1408, file: !1362, line: 67)
!1408 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1401, line: 26, baseType: !1409)
!1409 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !863, line: 42, baseType: !775)
!1410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1411, file: !1362, line: 68)
!1411 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1401, line: 27, baseType: !1412)
!1412 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !863, line: 45, baseType: !97)
!1413 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1414, file: !1362, line: 70)
!1414 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1375, line: 71, baseType: !1403)
!1415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1416, file: !1362, line: 71)
!1416 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1375, line: 73, baseType: !97)
!1417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1418, file: !1362, line: 72)
!1418 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1375, line: 74, baseType: !97)
!1419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1420, file: !1362, line: 73)
!1420 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1375, line: 75, baseType: !97)
!1421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1422, file: !1362, line: 75)
!1422 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1375, line: 49, baseType: !1423)
!1423 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !863, line: 53, baseType: !1402)
!1424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1425, file: !1362, line: 76)
!1425 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1375, line: 50, baseType: !1426)
!1426 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !863, line: 55, baseType: !1406)
!1427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1428, file: !1362, line: 77)
!1428 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1375, line: 51, baseType: !1429)
!1429 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !863, line: 57, baseType: !1409)
!1430 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1431, file: !1362, line: 78)
!1431 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1375, line: 52, baseType: !1432)
!1432 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !863, line: 59, baseType: !1412)
!1433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1434, file: !1362, line: 80)
!1434 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1375, line: 102, baseType: !1435)
!1435 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !863, line: 73, baseType: !97)
!1436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1437, file: !1362, line: 81)
!1437 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1375, line: 90, baseType: !97)
!1438 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1439, file: !1441, line: 53)
!1439 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1440, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1440 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1441 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/clocale", directory: "")
!1442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1443, file: !1441, line: 54)
!1443 = !DISubprogram(name: "setlocale", scope: !1440, file: !1440, line: 122, type: !1444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1444 = !DISubroutineType(types: !1445)
!1445 = !{!55, !278, !88}
!1446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1447, file: !1441, line: 55)
!1447 = !DISubprogram(name: "localeconv", scope: !1440, file: !1440, line: 125, type: !1448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1448 = !DISubroutineType(types: !1449)
!1449 = !{!1450}
!1450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1439, size: 64)
!1451 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1452, file: !1454, line: 64)
!1452 = !DISubprogram(name: "isalnum", scope: !1453, file: !1453, line: 108, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1453 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1454 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cctype", directory: "")
!1455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1456, file: !1454, line: 65)
!1456 = !DISubprogram(name: "isalpha", scope: !1453, file: !1453, line: 109, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1458, file: !1454, line: 66)
!1458 = !DISubprogram(name: "iscntrl", scope: !1453, file: !1453, line: 110, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1459 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1460, file: !1454, line: 67)
!1460 = !DISubprogram(name: "isdigit", scope: !1453, file: !1453, line: 111, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1462, file: !1454, line: 68)
!1462 = !DISubprogram(name: "isgraph", scope: !1453, file: !1453, line: 113, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1464, file: !1454, line: 69)
!1464 = !DISubprogram(name: "islower", scope: !1453, file: !1453, line: 112, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1465 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1466, file: !1454, line: 70)
!1466 = !DISubprogram(name: "isprint", scope: !1453, file: !1453, line: 114, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1468, file: !1454, line: 71)
!1468 = !DISubprogram(name: "ispunct", scope: !1453, file: !1453, line: 115, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1470, file: !1454, line: 72)
!1470 = !DISubprogram(name: "isspace", scope: !1453, file: !1453, line: 116, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1472, file: !1454, line: 73)
!1472 = !DISubprogram(name: "isupper", scope: !1453, file: !1453, line: 117, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1473 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1474, file: !1454, line: 74)
!1474 = !DISubprogram(name: "isxdigit", scope: !1453, file: !1453, line: 118, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1476, file: !1454, line: 75)
!1476 = !DISubprogram(name: "tolower", scope: !1453, file: !1453, line: 122, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1478, file: !1454, line: 76)
!1478 = !DISubprogram(name: "toupper", scope: !1453, file: !1453, line: 125, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1479 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1480, file: !1454, line: 87)
!1480 = !DISubprogram(name: "isblank", scope: !1453, file: !1453, line: 130, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1481 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1482, entity: !1483, file: !1484, line: 58)
!1482 = !DINamespace(name: "__gnu_debug", scope: null)
!1483 = !DINamespace(name: "__debug", scope: !37)
!1484 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1485 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1486, file: !1488, line: 52)
!1486 = !DISubprogram(name: "abs", scope: !1487, file: !1487, line: 861, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1487 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1488 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!1489 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1490, file: !1492, line: 127)
!1490 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1487, line: 63, baseType: !1491)
!1491 = !DICompositeType(tag: DW_TAG_structure_type, file: !1487, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1492 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdlib", directory: "")
!1493 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1494, file: !1492, line: 128)
!1494 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1487, line: 71, baseType: !1495)
!1495 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1487, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1496, identifier: "_ZTS6ldiv_t")
!1496 = !{!1497, !1498}
!1497 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1495, file: !1487, line: 69, baseType: !864, size: 64)
!1498 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1495, file: !1487, line: 70, baseType: !864, size: 64, offset: 64)
!1499 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1500, file: !1492, line: 130)
!1500 = !DISubprogram(name: "abort", scope: !1487, file: !1487, line: 611, type: !1501, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1501 = !DISubroutineType(types: !1502)
!1502 = !{null}
!1503 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1504, file: !1492, line: 132)
!1504 = !DISubprogram(name: "aligned_alloc", scope: !1487, file: !1487, line: 605, type: !1505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1505 = !DISubroutineType(types: !1506)
!1506 = !{!886, !888, !888}
!1507 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1508, file: !1492, line: 134)
!1508 = !DISubprogram(name: "atexit", scope: !1487, file: !1487, line: 615, type: !1509, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1509 = !DISubroutineType(types: !1510)
!1510 = !{!278, !1511}
!1511 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1501, size: 64)
!1512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1513, file: !1492, line: 137)
!1513 = !DISubprogram(name: "at_quick_exit", scope: !1487, file: !1487, line: 620, type: !1509, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1515, file: !1492, line: 140)
!1515 = !DISubprogram(name: "atof", scope: !1516, file: !1516, line: 25, type: !1517, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1516 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1517 = !DISubroutineType(types: !1518)
!1518 = !{!1271, !88}
!1519 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1520, file: !1492, line: 141)
!1520 = !DISubprogram(name: "atoi", scope: !1487, file: !1487, line: 362, type: !1001, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1521 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1522, file: !1492, line: 142)
!1522 = !DISubprogram(name: "atol", scope: !1487, file: !1487, line: 367, type: !1523, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1523 = !DISubroutineType(types: !1524)
!1524 = !{!864, !88}
!1525 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1526, file: !1492, line: 143)
!1526 = !DISubprogram(name: "bsearch", scope: !1527, file: !1527, line: 20, type: !1528, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1527 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1528 = !DISubroutineType(types: !1529)
!1529 = !{!886, !98, !98, !888, !888, !1530}
!1530 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1487, line: 829, baseType: !1531)
!1531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1532, size: 64)
!1532 = !DISubroutineType(types: !1533)
!1533 = !{!278, !98, !98}
!1534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1535, file: !1492, line: 144)
!1535 = !DISubprogram(name: "calloc", scope: !1487, file: !1487, line: 556, type: !1505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1537, file: !1492, line: 145)
!1537 = !DISubprogram(name: "div", scope: !1487, file: !1487, line: 873, type: !1538, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1538 = !DISubroutineType(types: !1539)
!1539 = !{!1490, !278, !278}
!1540 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1541, file: !1492, line: 146)
!1541 = !DISubprogram(name: "exit", scope: !1487, file: !1487, line: 637, type: !1542, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1542 = !DISubroutineType(types: !1543)
!1543 = !{null, !278}
!1544 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1545, file: !1492, line: 147)
!1545 = !DISubprogram(name: "free", scope: !1487, file: !1487, line: 568, type: !1546, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1546 = !DISubroutineType(types: !1547)
!1547 = !{null, !886}
!1548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1549, file: !1492, line: 148)
!1549 = !DISubprogram(name: "getenv", scope: !1487, file: !1487, line: 654, type: !1550, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1550 = !DISubroutineType(types: !1551)
!1551 = !{!55, !88}
!1552 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1553, file: !1492, line: 149)
!1553 = !DISubprogram(name: "labs", scope: !1487, file: !1487, line: 862, type: !1554, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1554 = !DISubroutineType(types: !1555)
!1555 = !{!864, !864}
!1556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1557, file: !1492, line: 150)
!1557 = !DISubprogram(name: "ldiv", scope: !1487, file: !1487, line: 875, type: !1558, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1558 = !DISubroutineType(types: !1559)
!1559 = !{!1494, !864, !864}
!1560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1561, file: !1492, line: 151)
!1561 = !DISubprogram(name: "malloc", scope: !1487, file: !1487, line: 553, type: !1562, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1562 = !DISubroutineType(types: !1563)
!1563 = !{!886, !888}
!1564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1565, file: !1492, line: 153)
!1565 = !DISubprogram(name: "mblen", scope: !1487, file: !1487, line: 943, type: !1566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1566 = !DISubroutineType(types: !1567)
!1567 = !{!278, !88, !888}
!1568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1569, file: !1492, line: 154)
!1569 = !DISubprogram(name: "mbstowcs", scope: !1487, file: !1487, line: 954, type: !1570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1570 = !DISubroutineType(types: !1571)
!1571 = !{!888, !1128, !935, !888}
!1572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1573, file: !1492, line: 155)
!1573 = !DISubprogram(name: "mbtowc", scope: !1487, file: !1487, line: 946, type: !1574, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1574 = !DISubroutineType(types: !1575)
!1575 = !{!278, !1128, !935, !888}
!1576 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1577, file: !1492, line: 157)
!1577 = !DISubprogram(name: "qsort", scope: !1487, file: !1487, line: 851, type: !1578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1578 = !DISubroutineType(types: !1579)
!1579 = !{null, !886, !888, !888, !1530}
!1580 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1581, file: !1492, line: 160)
!1581 = !DISubprogram(name: "quick_exit", scope: !1487, file: !1487, line: 643, type: !1542, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1582 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1583, file: !1492, line: 163)
!1583 = !DISubprogram(name: "rand", scope: !1487, file: !1487, line: 454, type: !983, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1584 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1585, file: !1492, line: 164)
!1585 = !DISubprogram(name: "realloc", scope: !1487, file: !1487, line: 564, type: !1586, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1586 = !DISubroutineType(types: !1587)
!1587 = !{!886, !886, !888}
!1588 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1589, file: !1492, line: 165)
!1589 = !DISubprogram(name: "srand", scope: !1487, file: !1487, line: 456, type: !1590, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1590 = !DISubroutineType(types: !1591)
!1591 = !{null, !775}
!1592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1593, file: !1492, line: 166)
!1593 = !DISubprogram(name: "strtod", scope: !1487, file: !1487, line: 118, type: !1594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1594 = !DISubroutineType(types: !1595)
!1595 = !{!1271, !935, !1596}
!1596 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1597)
!1597 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!1598 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1599, file: !1492, line: 167)
!1599 = !DISubprogram(name: "strtol", scope: !1487, file: !1487, line: 177, type: !1600, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1600 = !DISubroutineType(types: !1601)
!1601 = !{!864, !935, !1596, !278}
!1602 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1603, file: !1492, line: 168)
!1603 = !DISubprogram(name: "strtoul", scope: !1487, file: !1487, line: 181, type: !1604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1604 = !DISubroutineType(types: !1605)
!1605 = !{!97, !935, !1596, !278}
!1606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1607, file: !1492, line: 169)
!1607 = !DISubprogram(name: "system", scope: !1487, file: !1487, line: 804, type: !1001, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1608 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1609, file: !1492, line: 171)
!1609 = !DISubprogram(name: "wcstombs", scope: !1487, file: !1487, line: 958, type: !1610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1610 = !DISubroutineType(types: !1611)
!1611 = !{!888, !930, !1138, !888}
!1612 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1613, file: !1492, line: 172)
!1613 = !DISubprogram(name: "wctomb", scope: !1487, file: !1487, line: 950, type: !1614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1614 = !DISubroutineType(types: !1615)
!1615 = !{!278, !55, !1127}
!1616 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1617, file: !1492, line: 200)
!1617 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1487, line: 81, baseType: !1618)
!1618 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1487, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1619, identifier: "_ZTS7lldiv_t")
!1619 = !{!1620, !1621}
!1620 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1618, file: !1487, line: 79, baseType: !1342, size: 64)
!1621 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1618, file: !1487, line: 80, baseType: !1342, size: 64, offset: 64)
!1622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1623, file: !1492, line: 206)
!1623 = !DISubprogram(name: "_Exit", scope: !1487, file: !1487, line: 649, type: !1542, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1624 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1625, file: !1492, line: 210)
!1625 = !DISubprogram(name: "llabs", scope: !1487, file: !1487, line: 865, type: !1626, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1626 = !DISubroutineType(types: !1627)
!1627 = !{!1342, !1342}
!1628 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1629, file: !1492, line: 216)
!1629 = !DISubprogram(name: "lldiv", scope: !1487, file: !1487, line: 879, type: !1630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1630 = !DISubroutineType(types: !1631)
!1631 = !{!1617, !1342, !1342}
!1632 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1633, file: !1492, line: 227)
!1633 = !DISubprogram(name: "atoll", scope: !1487, file: !1487, line: 374, type: !1634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1634 = !DISubroutineType(types: !1635)
!1635 = !{!1342, !88}
!1636 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1637, file: !1492, line: 228)
!1637 = !DISubprogram(name: "strtoll", scope: !1487, file: !1487, line: 201, type: !1638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1638 = !DISubroutineType(types: !1639)
!1639 = !{!1342, !935, !1596, !278}
!1640 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1641, file: !1492, line: 229)
!1641 = !DISubprogram(name: "strtoull", scope: !1487, file: !1487, line: 206, type: !1642, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1642 = !DISubroutineType(types: !1643)
!1643 = !{!1347, !935, !1596, !278}
!1644 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1645, file: !1492, line: 231)
!1645 = !DISubprogram(name: "strtof", scope: !1487, file: !1487, line: 124, type: !1646, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1646 = !DISubroutineType(types: !1647)
!1647 = !{!1278, !935, !1596}
!1648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1649, file: !1492, line: 232)
!1649 = !DISubprogram(name: "strtold", scope: !1487, file: !1487, line: 127, type: !1650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1650 = !DISubroutineType(types: !1651)
!1651 = !{!1337, !935, !1596}
!1652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1617, file: !1492, line: 240)
!1653 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1623, file: !1492, line: 242)
!1654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1625, file: !1492, line: 244)
!1655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1656, file: !1492, line: 245)
!1656 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !45, file: !1492, line: 213, type: !1630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1657 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1629, file: !1492, line: 246)
!1658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1633, file: !1492, line: 248)
!1659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1645, file: !1492, line: 249)
!1660 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1637, file: !1492, line: 250)
!1661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1641, file: !1492, line: 251)
!1662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1649, file: !1492, line: 252)
!1663 = !{i32 7, !"Dwarf Version", i32 5}
!1664 = !{i32 2, !"Debug Info Version", i32 3}
!1665 = !{i32 1, !"wchar_size", i32 4}
!1666 = !{i32 8, !"PIC Level", i32 2}
!1667 = !{i32 7, !"PIE Level", i32 2}
!1668 = !{i32 7, !"uwtable", i32 2}
!1669 = !{i32 7, !"frame-pointer", i32 1}
!1670 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!1671 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1672 = distinct !DISubprogram(name: "deep", linkageName: "_Z4deepii", scope: !2, file: !2, line: 17, type: !1673, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1675)
!1673 = !DISubroutineType(types: !1674)
!1674 = !{null, !278, !278}
!1675 = !{!1676, !1677, !1678}
!1676 = !DILocalVariable(name: "n", arg: 1, scope: !1672, file: !2, line: 17, type: !278)
!1677 = !DILocalVariable(name: "kind", arg: 2, scope: !1672, file: !2, line: 17, type: !278)
!1678 = !DILocalVariable(name: "g", scope: !1672, file: !2, line: 18, type: !781)
!1679 = !DILocation(line: 0, scope: !1672)
!1680 = !DILocalVariable(name: "this", arg: 1, scope: !1681, type: !1684, flags: DIFlagArtificial | DIFlagObjectPointer)
!1681 = distinct !DISubprogram(name: "Guard", linkageName: "_ZN5GuardC2Ei", scope: !781, file: !2, line: 10, type: !785, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !784, retainedNodes: !1682)
!1682 = !{!1680, !1683}
!1683 = !DILocalVariable(name: "i", arg: 2, scope: !1681, file: !2, line: 10, type: !278)
!1684 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !781, size: 64)
!1685 = !DILocation(line: 0, scope: !1681, inlinedAt: !1686)
!1686 = distinct !DILocation(line: 18, column: 9, scope: !1672)
!1687 = !DILocation(line: 10, column: 35, scope: !1688, inlinedAt: !1686)
!1688 = distinct !DILexicalBlock(scope: !1681, file: !2, line: 10, column: 33)
!1689 = !{!1690, !1690, i64 0}
!1690 = !{!"int", !1691, i64 0}
!1691 = !{!"omnipotent char", !1692, i64 0}
!1692 = !{!"Simple C++ TBAA"}
!1693 = !DILocation(line: 10, column: 43, scope: !1688, inlinedAt: !1686)
!1694 = !DILocation(line: 19, column: 9, scope: !1695)
!1695 = distinct !DILexicalBlock(scope: !1672, file: !2, line: 19, column: 7)
!1696 = !DILocation(line: 19, column: 7, scope: !1672)
!1697 = !DILocation(line: 19, column: 23, scope: !1698)
!1698 = distinct !DILexicalBlock(scope: !1695, file: !2, line: 19, column: 14)
!1699 = !DILocation(line: 19, column: 16, scope: !1698)
!1700 = !DILocation(line: 27, column: 1, scope: !1698)
!1701 = !DILocation(line: 20, column: 3, scope: !1672)
!1702 = !DILocation(line: 21, column: 11, scope: !1703)
!1703 = distinct !DILexicalBlock(scope: !1672, file: !2, line: 20, column: 17)
!1704 = !DILocation(line: 22, column: 11, scope: !1703)
!1705 = !DILocalVariable(name: "this", arg: 1, scope: !1706, type: !1734, flags: DIFlagArtificial | DIFlagObjectPointer)
!1706 = distinct !DISubprogram(name: "Derived", linkageName: "_ZN7DerivedC2Ev", scope: !1707, file: !2, line: 15, type: !1729, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !1732, retainedNodes: !1733)
!1707 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Derived", file: !2, line: 15, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1708, vtableHolder: !1710, identifier: "_ZTS7Derived")
!1708 = !{!1709, !1724}
!1709 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1707, baseType: !1710, extraData: i32 0)
!1710 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 14, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1711, vtableHolder: !1710, identifier: "_ZTS4Base")
!1711 = !{!1712, !1715, !1719}
!1712 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !1713, size: 64, flags: DIFlagArtificial)
!1713 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1714, size: 64)
!1714 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !983, size: 64)
!1715 = !DISubprogram(name: "~Base", scope: !1710, file: !2, line: 14, type: !1716, scopeLine: 14, containingType: !1710, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1716 = !DISubroutineType(types: !1717)
!1717 = !{null, !1718}
!1718 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1710, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1719 = !DISubprogram(name: "code", linkageName: "_ZNK4Base4codeEv", scope: !1710, file: !2, line: 14, type: !1720, scopeLine: 14, containingType: !1710, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1720 = !DISubroutineType(types: !1721)
!1721 = !{!278, !1722}
!1722 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1723, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1723 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1710)
!1724 = !DISubprogram(name: "code", linkageName: "_ZNK7Derived4codeEv", scope: !1707, file: !2, line: 15, type: !1725, scopeLine: 15, containingType: !1707, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1725 = !DISubroutineType(types: !1726)
!1726 = !{!278, !1727}
!1727 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1728, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1728 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1707)
!1729 = !DISubroutineType(types: !1730)
!1730 = !{null, !1731}
!1731 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1707, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1732 = !DISubprogram(name: "Derived", scope: !1707, type: !1729, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1733 = !{!1705}
!1734 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1707, size: 64)
!1735 = !DILocation(line: 0, scope: !1706, inlinedAt: !1736)
!1736 = distinct !DILocation(line: 22, column: 17, scope: !1703)
!1737 = !DILocation(line: 15, column: 8, scope: !1706, inlinedAt: !1736)
!1738 = !{!1739, !1739, i64 0}
!1739 = !{!"vtable pointer", !1692, i64 0}
!1740 = !DILocation(line: 23, column: 11, scope: !1703)
!1741 = !DILocation(line: 23, column: 17, scope: !1703)
!1742 = !DILocation(line: 27, column: 1, scope: !1703)
!1743 = !DILocation(line: 24, column: 11, scope: !1703)
!1744 = !{!1745, !1745, i64 0}
!1745 = !{!"double", !1691, i64 0}
!1746 = !DILocation(line: 0, scope: !1703)
!1747 = !DILocalVariable(name: "this", arg: 1, scope: !1748, type: !1684, flags: DIFlagArtificial | DIFlagObjectPointer)
!1748 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN5GuardD2Ev", scope: !781, file: !2, line: 11, type: !789, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !788, retainedNodes: !1749)
!1749 = !{!1747}
!1750 = !DILocation(line: 0, scope: !1748, inlinedAt: !1751)
!1751 = distinct !DILocation(line: 27, column: 1, scope: !1672)
!1752 = !DILocation(line: 11, column: 14, scope: !1753, inlinedAt: !1751)
!1753 = distinct !DILexicalBlock(scope: !1748, file: !2, line: 11, column: 12)
!1754 = !DILocation(line: 11, column: 22, scope: !1753, inlinedAt: !1751)
!1755 = !DILocation(line: 27, column: 1, scope: !1672)
!1756 = !DILocation(line: 0, scope: !1748, inlinedAt: !1757)
!1757 = distinct !DILocation(line: 27, column: 1, scope: !1672)
!1758 = !DILocation(line: 11, column: 14, scope: !1753, inlinedAt: !1757)
!1759 = !DILocation(line: 11, column: 22, scope: !1753, inlinedAt: !1757)
!1760 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !1710, file: !2, line: 14, type: !1716, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !1715, retainedNodes: !1761)
!1761 = !{!1762}
!1762 = !DILocalVariable(name: "this", arg: 1, scope: !1760, type: !1763, flags: DIFlagArtificial | DIFlagObjectPointer)
!1763 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1710, size: 64)
!1764 = !DILocation(line: 0, scope: !1760)
!1765 = !DILocation(line: 14, column: 32, scope: !1760)
!1766 = distinct !DISubprogram(name: "basic_string<std::allocator<char> >", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_", scope: !34, file: !33, line: 634, type: !1767, scopeLine: 636, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, templateParams: !1770, declaration: !1769, retainedNodes: !1772)
!1767 = !DISubroutineType(types: !1768)
!1768 = !{null, !386, !88, !116}
!1769 = !DISubprogram(name: "basic_string<std::allocator<char> >", scope: !34, file: !33, line: 634, type: !1767, scopeLine: 634, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1770)
!1770 = !{!1771}
!1771 = !DITemplateTypeParameter(type: !58)
!1772 = !{!1773, !1774, !1775, !1776}
!1773 = !DILocalVariable(name: "this", arg: 1, scope: !1766, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1774 = !DILocalVariable(name: "__s", arg: 2, scope: !1766, file: !33, line: 634, type: !88)
!1775 = !DILocalVariable(name: "__a", arg: 3, scope: !1766, file: !33, line: 634, type: !116)
!1776 = !DILocalVariable(name: "__end", scope: !1777, file: !33, line: 641, type: !88)
!1777 = distinct !DILexicalBlock(scope: !1766, file: !33, line: 636, column: 7)
!1778 = distinct !DIAssignID()
!1779 = !DILocation(line: 0, scope: !1766)
!1780 = !DILocalVariable(name: "this", arg: 1, scope: !1781, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1781 = distinct !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !34, file: !33, line: 238, type: !400, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !399, retainedNodes: !1782)
!1782 = !{!1780}
!1783 = !DILocation(line: 0, scope: !1781, inlinedAt: !1784)
!1784 = distinct !DILocation(line: 635, column: 21, scope: !1766)
!1785 = !DILocation(line: 241, column: 51, scope: !1781, inlinedAt: !1784)
!1786 = !DILocalVariable(name: "this", arg: 1, scope: !1787, type: !1791, flags: DIFlagArtificial | DIFlagObjectPointer)
!1787 = distinct !DISubprogram(name: "_Alloc_hider", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC2EPcRKS3_", scope: !161, file: !33, line: 199, type: !174, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !173, retainedNodes: !1788)
!1788 = !{!1786, !1789, !1790}
!1789 = !DILocalVariable(name: "__dat", arg: 2, scope: !1787, file: !33, line: 199, type: !171)
!1790 = !DILocalVariable(name: "__a", arg: 3, scope: !1787, file: !33, line: 199, type: !116)
!1791 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!1792 = !DILocation(line: 0, scope: !1787, inlinedAt: !1793)
!1793 = distinct !DILocation(line: 635, column: 9, scope: !1766)
!1794 = !DILocation(line: 200, column: 25, scope: !1787, inlinedAt: !1793)
!1795 = !{!1796, !1797, i64 0}
!1796 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !1797, i64 0}
!1797 = !{!"any pointer", !1691, i64 0}
!1798 = !DILocation(line: 638, column: 10, scope: !1799)
!1799 = distinct !DILexicalBlock(scope: !1777, file: !33, line: 638, column: 6)
!1800 = !DILocation(line: 638, column: 6, scope: !1777)
!1801 = !DILocation(line: 639, column: 4, scope: !1799)
!1802 = !DILocalVariable(name: "__s", arg: 1, scope: !1803, file: !333, line: 389, type: !349)
!1803 = distinct !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !332, file: !333, line: 389, type: !351, scopeLine: 390, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !350, retainedNodes: !1804)
!1804 = !{!1802}
!1805 = !DILocation(line: 0, scope: !1803, inlinedAt: !1806)
!1806 = distinct !DILocation(line: 641, column: 30, scope: !1777)
!1807 = !DILocation(line: 395, column: 9, scope: !1803, inlinedAt: !1806)
!1808 = !DILocation(line: 0, scope: !1777)
!1809 = !DILocation(line: 0, scope: !792, inlinedAt: !1810)
!1810 = distinct !DILocation(line: 642, column: 2, scope: !1777)
!1811 = !DILocation(line: 221, column: 2, scope: !792, inlinedAt: !1810)
!1812 = !DILocation(line: 221, column: 12, scope: !792, inlinedAt: !1810)
!1813 = !{!1814, !1814, i64 0}
!1814 = !{!"long", !1691, i64 0}
!1815 = distinct !DIAssignID()
!1816 = !DILocation(line: 223, column: 13, scope: !1817, inlinedAt: !1810)
!1817 = distinct !DILexicalBlock(scope: !792, file: !35, line: 223, column: 6)
!1818 = !DILocation(line: 223, column: 6, scope: !792, inlinedAt: !1810)
!1819 = !DILocation(line: 225, column: 14, scope: !1820, inlinedAt: !1810)
!1820 = distinct !DILexicalBlock(scope: !1817, file: !35, line: 224, column: 4)
!1821 = !DILocalVariable(name: "this", arg: 1, scope: !1822, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1822 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc", scope: !34, file: !33, line: 223, type: !389, scopeLine: 224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !388, retainedNodes: !1823)
!1823 = !{!1821, !1824}
!1824 = !DILocalVariable(name: "__p", arg: 2, scope: !1822, file: !33, line: 223, type: !171)
!1825 = !DILocation(line: 0, scope: !1822, inlinedAt: !1826)
!1826 = distinct !DILocation(line: 225, column: 6, scope: !1820, inlinedAt: !1810)
!1827 = !DILocation(line: 224, column: 26, scope: !1822, inlinedAt: !1826)
!1828 = !{!1829, !1797, i64 0}
!1829 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !1796, i64 0, !1814, i64 8, !1691, i64 16}
!1830 = !DILocation(line: 226, column: 18, scope: !1820, inlinedAt: !1810)
!1831 = !DILocalVariable(name: "this", arg: 1, scope: !1832, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1832 = distinct !DISubprogram(name: "_M_capacity", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm", scope: !34, file: !33, line: 260, type: !392, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !408, retainedNodes: !1833)
!1833 = !{!1831, !1834}
!1834 = !DILocalVariable(name: "__capacity", arg: 2, scope: !1832, file: !33, line: 260, type: !41)
!1835 = !DILocation(line: 0, scope: !1832, inlinedAt: !1836)
!1836 = distinct !DILocation(line: 226, column: 6, scope: !1820, inlinedAt: !1810)
!1837 = !DILocation(line: 261, column: 31, scope: !1832, inlinedAt: !1836)
!1838 = !{!1691, !1691, i64 0}
!1839 = !DILocation(line: 227, column: 4, scope: !1820, inlinedAt: !1810)
!1840 = !DILocation(line: 234, column: 28, scope: !1841, inlinedAt: !1845)
!1841 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !34, file: !33, line: 233, type: !395, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !394, retainedNodes: !1842)
!1842 = !{!1843}
!1843 = !DILocalVariable(name: "this", arg: 1, scope: !1841, type: !1844, flags: DIFlagArtificial | DIFlagObjectPointer)
!1844 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !398, size: 64)
!1845 = distinct !DILocation(line: 243, column: 22, scope: !792, inlinedAt: !1810)
!1846 = !DILocation(line: 0, scope: !1841, inlinedAt: !1845)
!1847 = !DILocalVariable(name: "__p", arg: 1, scope: !1848, file: !33, line: 475, type: !55)
!1848 = distinct !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_", scope: !34, file: !33, line: 475, type: !467, scopeLine: 477, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !466, retainedNodes: !1849)
!1849 = !{!1847, !1850, !1851}
!1850 = !DILocalVariable(name: "__k1", arg: 2, scope: !1848, file: !33, line: 475, type: !88)
!1851 = !DILocalVariable(name: "__k2", arg: 3, scope: !1848, file: !33, line: 475, type: !88)
!1852 = !DILocation(line: 0, scope: !1848, inlinedAt: !1853)
!1853 = distinct !DILocation(line: 243, column: 2, scope: !792, inlinedAt: !1810)
!1854 = !DILocalVariable(name: "__d", arg: 1, scope: !1855, file: !33, line: 418, type: !55)
!1855 = distinct !DISubprogram(name: "_S_copy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_copyEPcPKcm", scope: !34, file: !33, line: 418, type: !447, scopeLine: 419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !446, retainedNodes: !1856)
!1856 = !{!1854, !1857, !1858}
!1857 = !DILocalVariable(name: "__s", arg: 2, scope: !1855, file: !33, line: 418, type: !88)
!1858 = !DILocalVariable(name: "__n", arg: 3, scope: !1855, file: !33, line: 418, type: !41)
!1859 = !DILocation(line: 0, scope: !1855, inlinedAt: !1860)
!1860 = distinct !DILocation(line: 477, column: 9, scope: !1848, inlinedAt: !1853)
!1861 = !DILocation(line: 420, column: 6, scope: !1855, inlinedAt: !1860)
!1862 = !DILocalVariable(name: "__c1", arg: 1, scope: !1863, file: !333, line: 347, type: !338)
!1863 = distinct !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !332, file: !333, line: 347, type: !336, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !335, retainedNodes: !1864)
!1864 = !{!1862, !1865}
!1865 = !DILocalVariable(name: "__c2", arg: 2, scope: !1863, file: !333, line: 347, type: !340)
!1866 = !DILocation(line: 0, scope: !1863, inlinedAt: !1867)
!1867 = distinct !DILocation(line: 421, column: 4, scope: !1868, inlinedAt: !1860)
!1868 = distinct !DILexicalBlock(scope: !1855, file: !33, line: 420, column: 6)
!1869 = !DILocation(line: 354, column: 9, scope: !1863, inlinedAt: !1867)
!1870 = !DILocation(line: 354, column: 7, scope: !1863, inlinedAt: !1867)
!1871 = !DILocation(line: 421, column: 4, scope: !1868, inlinedAt: !1860)
!1872 = !DILocation(line: 431, column: 33, scope: !1873, inlinedAt: !1878)
!1873 = distinct !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !332, file: !333, line: 423, type: !357, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !360, retainedNodes: !1874)
!1874 = !{!1875, !1876, !1877}
!1875 = !DILocalVariable(name: "__s1", arg: 1, scope: !1873, file: !333, line: 423, type: !359)
!1876 = !DILocalVariable(name: "__s2", arg: 2, scope: !1873, file: !333, line: 423, type: !349)
!1877 = !DILocalVariable(name: "__n", arg: 3, scope: !1873, file: !333, line: 423, type: !95)
!1878 = distinct !DILocation(line: 423, column: 4, scope: !1868, inlinedAt: !1860)
!1879 = !DILocation(line: 431, column: 2, scope: !1873, inlinedAt: !1878)
!1880 = !DILocation(line: 247, column: 16, scope: !792, inlinedAt: !1810)
!1881 = !DILocalVariable(name: "this", arg: 1, scope: !1882, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1882 = distinct !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !34, file: !33, line: 265, type: !392, scopeLine: 266, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !409, retainedNodes: !1883)
!1883 = !{!1881, !1884}
!1884 = !DILocalVariable(name: "__n", arg: 2, scope: !1882, file: !33, line: 265, type: !41)
!1885 = !DILocation(line: 0, scope: !1882, inlinedAt: !1886)
!1886 = distinct !DILocation(line: 247, column: 2, scope: !792, inlinedAt: !1810)
!1887 = !DILocalVariable(name: "this", arg: 1, scope: !1888, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1888 = distinct !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !34, file: !33, line: 228, type: !392, scopeLine: 229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !391, retainedNodes: !1889)
!1889 = !{!1887, !1890}
!1890 = !DILocalVariable(name: "__length", arg: 2, scope: !1888, file: !33, line: 228, type: !41)
!1891 = !DILocation(line: 0, scope: !1888, inlinedAt: !1892)
!1892 = distinct !DILocation(line: 267, column: 2, scope: !1882, inlinedAt: !1886)
!1893 = !DILocation(line: 229, column: 9, scope: !1888, inlinedAt: !1892)
!1894 = !DILocation(line: 229, column: 26, scope: !1888, inlinedAt: !1892)
!1895 = !{!1829, !1814, i64 8}
!1896 = !DILocation(line: 0, scope: !1841, inlinedAt: !1897)
!1897 = distinct !DILocation(line: 268, column: 22, scope: !1882, inlinedAt: !1886)
!1898 = !DILocation(line: 234, column: 28, scope: !1841, inlinedAt: !1897)
!1899 = !DILocation(line: 268, column: 22, scope: !1882, inlinedAt: !1886)
!1900 = !DILocation(line: 0, scope: !1863, inlinedAt: !1901)
!1901 = distinct !DILocation(line: 268, column: 2, scope: !1882, inlinedAt: !1886)
!1902 = !DILocation(line: 354, column: 7, scope: !1863, inlinedAt: !1901)
!1903 = !DILocation(line: 248, column: 7, scope: !792, inlinedAt: !1810)
!1904 = !DILocation(line: 643, column: 7, scope: !1766)
!1905 = distinct !DISubprogram(name: "run", linkageName: "_Z3runi", scope: !2, file: !2, line: 29, type: !997, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1906)
!1906 = !{!1907, !1908, !1911, !1913}
!1907 = !DILocalVariable(name: "kind", arg: 1, scope: !1905, file: !2, line: 29, type: !278)
!1908 = !DILocalVariable(name: "s", scope: !1905, file: !2, line: 39, type: !1909)
!1909 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1910, size: 64)
!1910 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !779)
!1911 = !DILocalVariable(name: "b", scope: !1905, file: !2, line: 36, type: !1912)
!1912 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1723, size: 64)
!1913 = !DILocalVariable(name: "v", scope: !1905, file: !2, line: 33, type: !278)
!1914 = !DILocation(line: 0, scope: !1905)
!1915 = !DILocation(line: 31, column: 5, scope: !1916)
!1916 = distinct !DILexicalBlock(scope: !1905, file: !2, line: 30, column: 7)
!1917 = !DILocation(line: 46, column: 1, scope: !1916)
!1918 = !DILocation(line: 33, column: 3, scope: !1916)
!1919 = !DILocation(line: 39, column: 3, scope: !1920)
!1920 = distinct !DILexicalBlock(scope: !1905, file: !2, line: 36, column: 27)
!1921 = !DILocation(line: 34, column: 5, scope: !1922)
!1922 = distinct !DILexicalBlock(scope: !1905, file: !2, line: 33, column: 19)
!1923 = !DILocation(line: 35, column: 15, scope: !1922)
!1924 = !DILocation(line: 36, column: 3, scope: !1922)
!1925 = !DILocation(line: 42, column: 3, scope: !1926)
!1926 = distinct !DILexicalBlock(scope: !1905, file: !2, line: 39, column: 34)
!1927 = !DILocation(line: 37, column: 32, scope: !1920)
!1928 = !DILocation(line: 37, column: 5, scope: !1920)
!1929 = !DILocation(line: 38, column: 19, scope: !1920)
!1930 = !DILocation(line: 38, column: 15, scope: !1920)
!1931 = !DILocalVariable(name: "this", arg: 1, scope: !1932, type: !1844, flags: DIFlagArtificial | DIFlagObjectPointer)
!1932 = distinct !DISubprogram(name: "c_str", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv", scope: !34, file: !33, line: 2554, type: !711, scopeLine: 2555, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !710, retainedNodes: !1933)
!1933 = !{!1931}
!1934 = !DILocation(line: 0, scope: !1932, inlinedAt: !1935)
!1935 = distinct !DILocation(line: 40, column: 34, scope: !1926)
!1936 = !DILocation(line: 0, scope: !1841, inlinedAt: !1937)
!1937 = distinct !DILocation(line: 2555, column: 16, scope: !1932, inlinedAt: !1935)
!1938 = !DILocation(line: 234, column: 28, scope: !1841, inlinedAt: !1937)
!1939 = !DILocation(line: 40, column: 5, scope: !1926)
!1940 = !DILocation(line: 43, column: 5, scope: !1941)
!1941 = distinct !DILexicalBlock(scope: !1905, file: !2, line: 42, column: 17)
!1942 = !DILocation(line: 45, column: 3, scope: !1941)
!1943 = !DILocation(line: 46, column: 1, scope: !1920)
!1944 = !DILocation(line: 46, column: 1, scope: !1905)
!1945 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !983, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1946)
!1946 = !{!1947, !1948}
!1947 = !DILocalVariable(name: "sum", scope: !1945, file: !2, line: 49, type: !278)
!1948 = !DILocalVariable(name: "k", scope: !1949, file: !2, line: 50, type: !278)
!1949 = distinct !DILexicalBlock(scope: !1945, file: !2, line: 50, column: 3)
!1950 = !DILocation(line: 0, scope: !1945)
!1951 = !DILocation(line: 0, scope: !1949)
!1952 = !DILocation(line: 50, column: 38, scope: !1953)
!1953 = distinct !DILexicalBlock(scope: !1949, file: !2, line: 50, column: 3)
!1954 = !DILocation(line: 50, column: 35, scope: !1953)
!1955 = !DILocation(line: 51, column: 40, scope: !1945)
!1956 = !DILocation(line: 51, column: 3, scope: !1945)
!1957 = !DILocation(line: 52, column: 14, scope: !1945)
!1958 = !DILocation(line: 52, column: 10, scope: !1945)
!1959 = !DILocation(line: 52, column: 3, scope: !1945)
!1960 = distinct !DISubprogram(name: "~Derived", linkageName: "_ZN7DerivedD0Ev", scope: !1707, file: !2, line: 15, type: !1729, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !1961, retainedNodes: !1962)
!1961 = !DISubprogram(name: "~Derived", scope: !1707, type: !1729, containingType: !1707, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1962 = !{!1963}
!1963 = !DILocalVariable(name: "this", arg: 1, scope: !1960, type: !1734, flags: DIFlagArtificial | DIFlagObjectPointer)
!1964 = !DILocation(line: 0, scope: !1960)
!1965 = !DILocation(line: 15, column: 8, scope: !1960)
!1966 = distinct !DISubprogram(name: "code", linkageName: "_ZNK7Derived4codeEv", scope: !1707, file: !2, line: 15, type: !1725, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !1724, retainedNodes: !1967)
!1967 = !{!1968}
!1968 = !DILocalVariable(name: "this", arg: 1, scope: !1966, type: !1969, flags: DIFlagArtificial | DIFlagObjectPointer)
!1969 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1728, size: 64)
!1970 = !DILocation(line: 0, scope: !1966)
!1971 = !DILocation(line: 15, column: 53, scope: !1966)
!1972 = !DISubprogram(name: "__throw_logic_error", linkageName: "_ZSt19__throw_logic_errorPKc", scope: !37, file: !1973, line: 66, type: !987, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1973 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/functexcept.h", directory: "", checksumkind: CSK_MD5, checksum: "a363406ed41198146320f1e077ba3f30")
!1974 = !DISubprogram(name: "__builtin_strlen", scope: !1975, file: !1975, line: 122, type: !1976, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1975 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/typeinfo", directory: "")
!1976 = !DISubroutineType(types: !1977)
!1977 = !{!97, !88}
