; ModuleID = 'tests/run/riscv64/eh_basic.cpp'
source_filename = "tests/run/riscv64/eh_basic.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local void @_Z4deepii(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !1668 {
  %3 = alloca %"class.std::allocator", align 1
    #dbg_value(i32 %0, !1672, !DIExpression(), !1675)
    #dbg_value(i32 %1, !1673, !DIExpression(), !1675)
    #dbg_value(ptr undef, !1676, !DIExpression(), !1681)
    #dbg_value(i32 %0, !1679, !DIExpression(), !1681)
    #dbg_value(i32 %0, !1674, !DIExpression(), !1675)
  %4 = load i32, ptr @_ZL4live, align 4, !dbg !1683, !tbaa !1685
  %5 = add nsw i32 %4, 1, !dbg !1683
  store i32 %5, ptr @_ZL4live, align 4, !dbg !1683, !tbaa !1685
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %0), !dbg !1689
  %7 = icmp sgt i32 %0, 0, !dbg !1690
  br i1 %7, label %8, label %12, !dbg !1692

8:                                                ; preds = %2
  %9 = add nsw i32 %0, -1, !dbg !1693
  invoke void @_Z4deepii(i32 noundef signext %9, i32 noundef signext %1)
          to label %30 unwind label %10, !dbg !1695

10:                                               ; preds = %26, %15, %8
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !1696
  br label %34, !dbg !1696

12:                                               ; preds = %2
  switch i32 %1, label %30 [
    i32 0, label %13
    i32 1, label %15
    i32 2, label %17
    i32 3, label %24
  ], !dbg !1697

13:                                               ; preds = %12
  %14 = tail call ptr @__cxa_allocate_exception(i64 4) #15, !dbg !1698
  store i32 7, ptr %14, align 16, !dbg !1698, !tbaa !1685
  br label %26

15:                                               ; preds = %12
  %16 = tail call ptr @__cxa_allocate_exception(i64 8) #15, !dbg !1700
    #dbg_value(ptr %16, !1701, !DIExpression(), !1731)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Derived, i64 16), ptr %16, align 8, !dbg !1733, !tbaa !1734
  invoke void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTI7Derived, ptr nonnull @_ZN4BaseD2Ev) #16
          to label %39 unwind label %10, !dbg !1700

17:                                               ; preds = %12
  %18 = tail call ptr @__cxa_allocate_exception(i64 32) #15, !dbg !1736
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #15, !dbg !1737
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull @.str, ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %19 unwind label %22, !dbg !1737

19:                                               ; preds = %17
  invoke void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #16
          to label %39 unwind label %20, !dbg !1736

20:                                               ; preds = %19
  %21 = landingpad { ptr, i32 }
          cleanup, !dbg !1738
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #15, !dbg !1736
  br label %34, !dbg !1736

22:                                               ; preds = %17
  %23 = landingpad { ptr, i32 }
          cleanup, !dbg !1738
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #15, !dbg !1736
  call void @__cxa_free_exception(ptr %18) #15, !dbg !1736
  br label %34, !dbg !1736

24:                                               ; preds = %12
  %25 = tail call ptr @__cxa_allocate_exception(i64 8) #15, !dbg !1739
  store double 2.500000e+00, ptr %25, align 16, !dbg !1739, !tbaa !1740
  br label %26

26:                                               ; preds = %13, %24
  %27 = phi ptr [ %25, %24 ], [ %14, %13 ]
  %28 = phi ptr [ @_ZTId, %24 ], [ @_ZTIi, %13 ]
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull %28, ptr null) #16
          to label %29 unwind label %10, !dbg !1742

29:                                               ; preds = %26
  unreachable

30:                                               ; preds = %12, %8
    #dbg_value(ptr undef, !1743, !DIExpression(), !1746)
  %31 = load i32, ptr @_ZL4live, align 4, !dbg !1748, !tbaa !1685
  %32 = add nsw i32 %31, -1, !dbg !1748
  store i32 %32, ptr @_ZL4live, align 4, !dbg !1748, !tbaa !1685
  %33 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %0), !dbg !1750
  ret void, !dbg !1751

34:                                               ; preds = %20, %22, %10
  %35 = phi { ptr, i32 } [ %11, %10 ], [ %23, %22 ], [ %21, %20 ]
    #dbg_value(ptr undef, !1743, !DIExpression(), !1752)
  %36 = load i32, ptr @_ZL4live, align 4, !dbg !1754, !tbaa !1685
  %37 = add nsw i32 %36, -1, !dbg !1754
  store i32 %37, ptr @_ZL4live, align 4, !dbg !1754, !tbaa !1685
  %38 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %0), !dbg !1755
  resume { ptr, i32 } %35, !dbg !1751

39:                                               ; preds = %19, %15
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 !dbg !1756 {
    #dbg_value(ptr %0, !1758, !DIExpression(), !1760)
  ret void, !dbg !1761
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !1762 {
  %4 = alloca i64, align 8, !DIAssignID !1774
    #dbg_value(ptr %0, !1769, !DIExpression(), !1775)
    #dbg_value(ptr %1, !1770, !DIExpression(), !1775)
    #dbg_value(ptr %2, !1771, !DIExpression(), !1775)
    #dbg_value(ptr %0, !1776, !DIExpression(), !1779)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1781
    #dbg_value(ptr %0, !1782, !DIExpression(), !1788)
    #dbg_value(ptr %5, !1785, !DIExpression(), !1788)
    #dbg_value(ptr %2, !1786, !DIExpression(), !1788)
  store ptr %5, ptr %0, align 8, !dbg !1790, !tbaa !1791
  %6 = icmp eq ptr %1, null, !dbg !1794
  br i1 %6, label %7, label %8, !dbg !1796

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.8) #16, !dbg !1797
  unreachable, !dbg !1797

8:                                                ; preds = %3
    #dbg_value(ptr %1, !1798, !DIExpression(), !1801)
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #15, !dbg !1803
    #dbg_value(!DIArgList(ptr %1, i64 %9), !1772, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1804)
    #dbg_assign(i1 undef, !809, !DIExpression(), !1774, ptr %4, !DIExpression(), !1805)
    #dbg_value(i64 0, !808, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1805)
    #dbg_value(ptr %0, !804, !DIExpression(), !1805)
    #dbg_value(ptr %1, !806, !DIExpression(), !1805)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !807, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1805)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15, !dbg !1807
  store i64 %9, ptr %4, align 8, !dbg !1808, !tbaa !1809, !DIAssignID !1811
    #dbg_assign(i64 %9, !809, !DIExpression(), !1811, ptr %4, !DIExpression(), !1805)
  %10 = icmp ugt i64 %9, 15, !dbg !1812
  br i1 %10, label %11, label %14, !dbg !1814

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0), !dbg !1815
    #dbg_value(ptr %0, !1817, !DIExpression(), !1821)
    #dbg_value(ptr %12, !1820, !DIExpression(), !1821)
  store ptr %12, ptr %0, align 8, !dbg !1823, !tbaa !1824
  %13 = load i64, ptr %4, align 8, !dbg !1826, !tbaa !1809
    #dbg_value(ptr %0, !1827, !DIExpression(), !1831)
    #dbg_value(i64 %13, !1830, !DIExpression(), !1831)
  store i64 %13, ptr %5, align 8, !dbg !1833, !tbaa !1834
  br label %14, !dbg !1835

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ], !dbg !1836
    #dbg_value(ptr %0, !810, !DIExpression(), !1805)
    #dbg_value(ptr %0, !1839, !DIExpression(), !1842)
    #dbg_value(ptr %15, !1843, !DIExpression(), !1848)
    #dbg_value(ptr %1, !1846, !DIExpression(), !1848)
    #dbg_value(!DIArgList(ptr %1, i64 %9), !1847, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1848)
    #dbg_value(ptr %15, !1850, !DIExpression(), !1855)
    #dbg_value(ptr %1, !1853, !DIExpression(), !1855)
    #dbg_value(i64 %9, !1854, !DIExpression(), !1855)
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ], !dbg !1857

16:                                               ; preds = %14
    #dbg_value(ptr %15, !1858, !DIExpression(), !1862)
    #dbg_value(ptr %1, !1861, !DIExpression(), !1862)
  %17 = load i8, ptr %1, align 1, !dbg !1865, !tbaa !1834
  store i8 %17, ptr %15, align 1, !dbg !1866, !tbaa !1834
  br label %19, !dbg !1867

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false), !dbg !1868
  br label %19, !dbg !1875

19:                                               ; preds = %18, %16, %14
    #dbg_value(ptr null, !810, !DIExpression(), !1805)
  %20 = load i64, ptr %4, align 8, !dbg !1876, !tbaa !1809
    #dbg_value(ptr %0, !1877, !DIExpression(), !1881)
    #dbg_value(i64 %20, !1880, !DIExpression(), !1881)
    #dbg_value(ptr %0, !1883, !DIExpression(), !1887)
    #dbg_value(i64 %20, !1886, !DIExpression(), !1887)
  %21 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1889
  store i64 %20, ptr %21, align 8, !dbg !1890, !tbaa !1891
    #dbg_value(ptr %0, !1839, !DIExpression(), !1892)
  %22 = load ptr, ptr %0, align 8, !dbg !1894, !tbaa !1824
  %23 = getelementptr inbounds i8, ptr %22, i64 %20, !dbg !1895
    #dbg_value(ptr %23, !1858, !DIExpression(), !1896)
    #dbg_value(ptr undef, !1861, !DIExpression(), !1896)
  store i8 0, ptr %23, align 1, !dbg !1898, !tbaa !1834
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15, !dbg !1899
  ret void, !dbg !1900
}

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #2 align 2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef signext range(i32 -2147483638, -2147483648) i32 @_Z3runi(i32 noundef signext %0) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !1901 {
    #dbg_value(i32 %0, !1903, !DIExpression(), !1910)
  invoke void @_Z4deepii(i32 noundef signext 3, i32 noundef signext %0)
          to label %42 unwind label %2, !dbg !1911

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI4Base
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
          catch ptr null, !dbg !1913
  %4 = extractvalue { ptr, i32 } %3, 0, !dbg !1913
  %5 = extractvalue { ptr, i32 } %3, 1, !dbg !1913
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #15, !dbg !1914
  %7 = icmp eq i32 %5, %6, !dbg !1914
  br i1 %7, label %8, label %13, !dbg !1914

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #15, !dbg !1915
  %10 = load i32, ptr %9, align 4, !dbg !1915, !tbaa !1685
    #dbg_value(i32 %10, !1909, !DIExpression(), !1910)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %10), !dbg !1917
  %12 = add nsw i32 %10, 10, !dbg !1919
  tail call void @__cxa_end_catch() #15, !dbg !1920
  br label %42

13:                                               ; preds = %2
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #15, !dbg !1914
  %15 = icmp eq i32 %5, %14, !dbg !1914
  br i1 %15, label %16, label %30, !dbg !1914

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_begin_catch(ptr %4) #15, !dbg !1921
    #dbg_value(ptr %17, !1907, !DIExpression(), !1910)
  %18 = load ptr, ptr %17, align 8, !dbg !1923, !tbaa !1734
  %19 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !1923
  %20 = load ptr, ptr %19, align 8, !dbg !1923
  %21 = invoke noundef signext i32 %20(ptr noundef nonnull align 8 dereferenceable(8) %17)
          to label %22 unwind label %39, !dbg !1923

22:                                               ; preds = %16
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %21), !dbg !1924
  %24 = load ptr, ptr %17, align 8, !dbg !1925, !tbaa !1734
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !1925
  %26 = load ptr, ptr %25, align 8, !dbg !1925
  %27 = invoke noundef signext i32 %26(ptr noundef nonnull align 8 dereferenceable(8) %17)
          to label %28 unwind label %39, !dbg !1925

28:                                               ; preds = %22
  %29 = add nsw i32 %27, 20, !dbg !1926
  tail call void @__cxa_end_catch(), !dbg !1915
  br label %42

30:                                               ; preds = %13
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #15, !dbg !1914
  %32 = icmp eq i32 %5, %31, !dbg !1914
  %33 = tail call ptr @__cxa_begin_catch(ptr %4) #15, !dbg !1910
  br i1 %32, label %34, label %37, !dbg !1914

34:                                               ; preds = %30
    #dbg_value(ptr %33, !1904, !DIExpression(), !1910)
    #dbg_value(ptr %33, !1927, !DIExpression(), !1930)
    #dbg_value(ptr %33, !1839, !DIExpression(), !1932)
  %35 = load ptr, ptr %33, align 8, !dbg !1934, !tbaa !1824
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %35), !dbg !1935
  tail call void @__cxa_end_catch(), !dbg !1921
  br label %42

37:                                               ; preds = %30
  %38 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !1936
  tail call void @__cxa_end_catch(), !dbg !1938
  br label %42

39:                                               ; preds = %22, %16
  %40 = landingpad { ptr, i32 }
          cleanup, !dbg !1939
  invoke void @__cxa_end_catch()
          to label %41 unwind label %44, !dbg !1915

41:                                               ; preds = %39
  resume { ptr, i32 } %40, !dbg !1938

42:                                               ; preds = %1, %8, %28, %34, %37
  %43 = phi i32 [ %12, %8 ], [ %29, %28 ], [ 30, %34 ], [ 40, %37 ], [ 0, %1 ], !dbg !1910
  ret i32 %43, !dbg !1940

44:                                               ; preds = %39
  %45 = landingpad { ptr, i32 }
          catch ptr null, !dbg !1938
  %46 = extractvalue { ptr, i32 } %45, 0, !dbg !1938
  tail call void @__clang_call_terminate(ptr %46) #17, !dbg !1938
  unreachable, !dbg !1938
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !990 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #15
  tail call void @_ZSt9terminatev() #17
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext range(i32 0, 2) i32 @main() local_unnamed_addr #7 !dbg !1941 {
    #dbg_value(i32 0, !1943, !DIExpression(), !1946)
    #dbg_value(i32 0, !1944, !DIExpression(), !1947)
    #dbg_value(i32 0, !1944, !DIExpression(), !1947)
    #dbg_value(i32 0, !1943, !DIExpression(), !1946)
  %1 = tail call noundef signext i32 @_Z3runi(i32 noundef signext 0), !dbg !1948
    #dbg_value(i32 %1, !1943, !DIExpression(), !1946)
    #dbg_value(i32 1, !1944, !DIExpression(), !1947)
  %2 = tail call noundef signext i32 @_Z3runi(i32 noundef signext 1), !dbg !1948
  %3 = add nsw i32 %2, %1, !dbg !1950
    #dbg_value(i32 %3, !1943, !DIExpression(), !1946)
    #dbg_value(i32 2, !1944, !DIExpression(), !1947)
  %4 = tail call noundef signext i32 @_Z3runi(i32 noundef signext 2), !dbg !1948
  %5 = add nsw i32 %4, %3, !dbg !1950
    #dbg_value(i32 %5, !1943, !DIExpression(), !1946)
    #dbg_value(i32 3, !1944, !DIExpression(), !1947)
  %6 = tail call noundef signext i32 @_Z3runi(i32 noundef signext 3), !dbg !1948
  %7 = add nsw i32 %6, %5, !dbg !1950
    #dbg_value(i32 %7, !1943, !DIExpression(), !1946)
    #dbg_value(i32 4, !1944, !DIExpression(), !1947)
  %8 = tail call noundef signext i32 @_Z3runi(i32 noundef signext 4), !dbg !1948
  %9 = add nsw i32 %8, %7, !dbg !1950
    #dbg_value(i32 %9, !1943, !DIExpression(), !1946)
    #dbg_value(i32 5, !1944, !DIExpression(), !1947)
  %10 = load i32, ptr @_ZL4live, align 4, !dbg !1951, !tbaa !1685
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %9, i32 noundef signext %10), !dbg !1952
  %12 = icmp ne i32 %9, 109, !dbg !1953
  %13 = zext i1 %12 to i32, !dbg !1954
  ret i32 %13, !dbg !1955
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 !dbg !1956 {
    #dbg_value(ptr %0, !1959, !DIExpression(), !1960)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #18, !dbg !1961
  ret void, !dbg !1961
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef signext i32 @_ZNK7Derived4codeEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 !dbg !1962 {
    #dbg_value(ptr %0, !1964, !DIExpression(), !1966)
  ret i32 2, !dbg !1967
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: noreturn
declare !dbg !1968 void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1970 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #14

attributes #0 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { inlinehint mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nofree nounwind }
attributes #15 = { nounwind }
attributes #16 = { noreturn }
attributes #17 = { noreturn nounwind }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!30}
!llvm.module.flags = !{!1656, !1657, !1658, !1659, !1660, !1662, !1663, !1664, !1665, !1666}
!llvm.ident = !{!1667}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/eh_basic.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "c60dfb210246b7ba869ff91376cad42c")
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
!33 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/basic_string.h", directory: "")
!34 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "basic_string<char, std::char_traits<char>, std::allocator<char> >", scope: !36, file: !35, line: 1082, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !38, templateParams: !773, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE")
!35 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/basic_string.tcc", directory: "")
!36 = !DINamespace(name: "__cxx11", scope: !37, exportSymbols: true)
!37 = !DINamespace(name: "std", scope: null)
!38 = !{!39, !160, !181, !182, !188, !383, !388, !391, !394, !399, !402, !408, !409, !410, !413, !417, !420, !421, !424, !428, !433, !434, !437, !440, !443, !446, !449, !450, !453, !458, !463, !466, !469, !472, !476, !479, !482, !483, !486, !487, !490, !493, !496, !499, !503, !508, !511, !514, !515, !519, !522, !525, !528, !531, !534, !537, !540, !541, !542, !547, !552, !553, !554, !555, !556, !557, !558, !561, !562, !563, !564, !565, !566, !567, !568, !569, !570, !571, !580, !586, !587, !588, !591, !594, !595, !596, !597, !598, !599, !600, !601, !604, !607, !608, !611, !612, !615, !616, !617, !618, !619, !620, !621, !622, !625, !628, !631, !634, !637, !640, !643, !647, !650, !653, !656, !657, !660, !663, !666, !669, !672, !675, !678, !681, !684, !687, !690, !693, !696, !699, !700, !703, !704, !707, !710, !713, !714, !717, !720, !723, !726, !729, !732, !733, !734, !735, !736, !737, !738, !739, !740, !741, !742, !743, !744, !745, !746, !747, !748, !749, !750, !751, !752, !755, !758, !761, !764, !767, !770}
!39 = !DIDerivedType(tag: DW_TAG_variable, name: "npos", scope: !34, file: !33, line: 139, baseType: !40, flags: DIFlagPublic | DIFlagStaticMember, extraData: i64 -1)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !34, file: !33, line: 126, baseType: !42, flags: DIFlagPublic)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !44, file: !43, line: 59, baseType: !136)
!43 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/ext/alloc_traits.h", directory: "")
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<char>, char>", scope: !45, file: !43, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !46, templateParams: !158, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcEE")
!45 = !DINamespace(name: "__gnu_cxx", scope: null)
!46 = !{!47, !144, !147, !150, !154, !155, !156, !157}
!47 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !44, baseType: !48, extraData: i32 0)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<char> >", scope: !37, file: !49, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !50, templateParams: !142, identifier: "_ZTSSt16allocator_traitsISaIcEE")
!49 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!50 = !{!51, !126, !130, !133, !139}
!51 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIcEE8allocateERS0_m", scope: !48, file: !49, line: 463, type: !52, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !56, !125}
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !48, file: !49, line: 420, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !48, file: !49, line: 414, baseType: !58)
!58 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<char>", scope: !37, file: !59, line: 262, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !60, templateParams: !123, identifier: "_ZTSSaIcE")
!59 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!60 = !{!61, !109, !113, !118, !122}
!61 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !58, baseType: !62, flags: DIFlagPublic, extraData: i32 0)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<char>", scope: !37, file: !63, line: 47, baseType: !64)
!63 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/riscv64-linux-gnu/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!64 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<char>", scope: !37, file: !65, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !66, templateParams: !107, identifier: "_ZTSSt15__new_allocatorIcE")
!65 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
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
!96 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/riscv64-linux-gnu/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "ee4ba70de4898b8190c6a75632fedb5c")
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
!193 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/string_view", directory: "")
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
!235 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
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
!333 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/char_traits.h", directory: "")
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
!507 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/initializer_list", directory: "")
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
!780 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stringfwd.h", directory: "")
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
!796 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_iterator_base_types.h", directory: "")
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
!835 = !{!836, !896, !902, !907, !911, !913, !915, !917, !919, !926, !931, !936, !940, !944, !948, !953, !957, !959, !963, !969, !973, !978, !980, !985, !989, !993, !995, !999, !1003, !1005, !1009, !1011, !1013, !1017, !1021, !1025, !1029, !1033, !1037, !1039, !1046, !1050, !1054, !1058, !1060, !1062, !1066, !1070, !1071, !1072, !1073, !1074, !1075, !1079, !1083, !1100, !1103, !1108, !1115, !1123, !1127, !1134, !1138, !1142, !1144, !1146, !1150, !1156, !1160, !1166, !1172, !1174, !1178, !1182, !1186, !1190, !1194, !1196, !1200, !1204, !1208, !1210, !1214, !1218, !1222, !1224, !1226, !1230, !1238, !1242, !1246, !1250, !1252, !1258, !1260, !1267, !1272, !1276, !1280, !1284, !1288, !1292, !1294, !1296, !1300, !1304, !1308, !1310, !1314, !1318, !1320, !1322, !1326, !1331, !1336, !1341, !1342, !1343, !1344, !1345, !1346, !1347, !1348, !1349, !1350, !1351, !1356, !1360, !1363, !1366, !1369, !1371, !1373, !1375, !1378, !1381, !1384, !1387, !1390, !1392, !1397, !1400, !1403, !1406, !1408, !1410, !1412, !1414, !1417, !1420, !1423, !1426, !1429, !1431, !1435, !1439, !1444, !1448, !1450, !1452, !1454, !1456, !1458, !1460, !1462, !1464, !1466, !1468, !1470, !1472, !1474, !1478, !1482, !1486, !1492, !1496, !1500, !1505, !1507, !1512, !1514, !1518, !1527, !1529, !1533, !1537, !1541, !1545, !1549, !1553, !1557, !1561, !1565, !1569, !1573, !1575, !1577, !1581, !1585, !1591, !1595, !1599, !1601, !1605, !1609, !1615, !1617, !1621, !1625, !1629, !1633, !1637, !1641, !1645, !1646, !1647, !1648, !1650, !1651, !1652, !1653, !1654, !1655}
!836 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !837, file: !895, line: 98)
!837 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !838, line: 7, baseType: !839)
!838 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!839 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !840, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !841, identifier: "_ZTS8_IO_FILE")
!840 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
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
!863 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!895 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdio", directory: "")
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !897, file: !895, line: 99)
!897 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !898, line: 84, baseType: !899)
!898 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!899 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !900, line: 14, baseType: !901)
!900 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
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
!982 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
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
!1045 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !886)
!1046 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1047, file: !895, line: 145)
!1047 = !DISubprogram(name: "vprintf", scope: !982, file: !982, line: 39, type: !1048, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1048 = !DISubroutineType(types: !1049)
!1049 = !{!278, !935, !1043}
!1050 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1051, file: !895, line: 146)
!1051 = !DISubprogram(name: "vsprintf", scope: !898, file: !898, line: 373, type: !1052, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1052 = !DISubroutineType(types: !1053)
!1053 = !{!278, !930, !935, !1043}
!1054 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1055, file: !895, line: 175)
!1055 = !DISubprogram(name: "snprintf", scope: !898, file: !898, line: 378, type: !1056, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1056 = !DISubroutineType(types: !1057)
!1057 = !{!278, !930, !888, !935, null}
!1058 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1059, file: !895, line: 176)
!1059 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !898, file: !898, line: 479, type: !1041, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1060 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1061, file: !895, line: 177)
!1061 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !898, file: !898, line: 484, type: !1048, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1062 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1063, file: !895, line: 178)
!1063 = !DISubprogram(name: "vsnprintf", scope: !898, file: !898, line: 382, type: !1064, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1064 = !DISubroutineType(types: !1065)
!1065 = !{!278, !930, !888, !935, !1043}
!1066 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1067, file: !895, line: 179)
!1067 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !898, file: !898, line: 487, type: !1068, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1068 = !DISubroutineType(types: !1069)
!1069 = !{!278, !935, !935, !1043}
!1070 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1055, file: !895, line: 185)
!1071 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1059, file: !895, line: 186)
!1072 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1061, file: !895, line: 187)
!1073 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1063, file: !895, line: 188)
!1074 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1067, file: !895, line: 189)
!1075 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1076, file: !1077, line: 68)
!1076 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !1078, file: !1077, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!1077 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!1078 = !DINamespace(name: "__exception_ptr", scope: !37)
!1079 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !1078, entity: !1080, file: !1077, line: 84)
!1080 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !37, file: !1077, line: 80, type: !1081, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1081 = !DISubroutineType(types: !1082)
!1082 = !{null, !1076}
!1083 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1084, file: !1099, line: 64)
!1084 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1085, line: 6, baseType: !1086)
!1085 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1086 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1087, line: 21, baseType: !1088)
!1087 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1088 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1087, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1089, identifier: "_ZTS11__mbstate_t")
!1089 = !{!1090, !1091}
!1090 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1088, file: !1087, line: 15, baseType: !278, size: 32)
!1091 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1088, file: !1087, line: 20, baseType: !1092, size: 32, offset: 32)
!1092 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1088, file: !1087, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1093, identifier: "_ZTSN11__mbstate_tUt_E")
!1093 = !{!1094, !1095}
!1094 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1092, file: !1087, line: 18, baseType: !775, size: 32)
!1095 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1092, file: !1087, line: 19, baseType: !1096, size: 32)
!1096 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !1097)
!1097 = !{!1098}
!1098 = !DISubrange(count: 4)
!1099 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cwchar", directory: "")
!1100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1101, file: !1099, line: 141)
!1101 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1102, line: 20, baseType: !775)
!1102 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1104, file: !1099, line: 143)
!1104 = !DISubprogram(name: "btowc", scope: !1105, file: !1105, line: 319, type: !1106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1105 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1106 = !DISubroutineType(types: !1107)
!1107 = !{!1101, !278}
!1108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1109, file: !1099, line: 144)
!1109 = !DISubprogram(name: "fgetwc", scope: !1105, file: !1105, line: 744, type: !1110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1110 = !DISubroutineType(types: !1111)
!1111 = !{!1101, !1112}
!1112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1113, size: 64)
!1113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1114, line: 5, baseType: !839)
!1114 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1115 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1116, file: !1099, line: 145)
!1116 = !DISubprogram(name: "fgetws", scope: !1105, file: !1105, line: 773, type: !1117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{!1119, !1121, !278, !1122}
!1119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1120, size: 64)
!1120 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1121 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1119)
!1122 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1112)
!1123 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1124, file: !1099, line: 146)
!1124 = !DISubprogram(name: "fputwc", scope: !1105, file: !1105, line: 758, type: !1125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1125 = !DISubroutineType(types: !1126)
!1126 = !{!1101, !1120, !1112}
!1127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1128, file: !1099, line: 147)
!1128 = !DISubprogram(name: "fputws", scope: !1105, file: !1105, line: 780, type: !1129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1129 = !DISubroutineType(types: !1130)
!1130 = !{!278, !1131, !1122}
!1131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1132)
!1132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1133, size: 64)
!1133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1120)
!1134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1135, file: !1099, line: 148)
!1135 = !DISubprogram(name: "fwide", scope: !1105, file: !1105, line: 588, type: !1136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1136 = !DISubroutineType(types: !1137)
!1137 = !{!278, !1112, !278}
!1138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1139, file: !1099, line: 149)
!1139 = !DISubprogram(name: "fwprintf", scope: !1105, file: !1105, line: 595, type: !1140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1140 = !DISubroutineType(types: !1141)
!1141 = !{!278, !1122, !1131, null}
!1142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1143, file: !1099, line: 150)
!1143 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1105, file: !1105, line: 657, type: !1140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1144 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1145, file: !1099, line: 151)
!1145 = !DISubprogram(name: "getwc", scope: !1105, file: !1105, line: 745, type: !1110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1147, file: !1099, line: 152)
!1147 = !DISubprogram(name: "getwchar", scope: !1105, file: !1105, line: 751, type: !1148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1148 = !DISubroutineType(types: !1149)
!1149 = !{!1101}
!1150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1151, file: !1099, line: 153)
!1151 = !DISubprogram(name: "mbrlen", scope: !1105, file: !1105, line: 330, type: !1152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1152 = !DISubroutineType(types: !1153)
!1153 = !{!888, !935, !888, !1154}
!1154 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1155)
!1155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1084, size: 64)
!1156 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1157, file: !1099, line: 154)
!1157 = !DISubprogram(name: "mbrtowc", scope: !1105, file: !1105, line: 297, type: !1158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1158 = !DISubroutineType(types: !1159)
!1159 = !{!888, !1121, !935, !888, !1154}
!1160 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1161, file: !1099, line: 155)
!1161 = !DISubprogram(name: "mbsinit", scope: !1105, file: !1105, line: 293, type: !1162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1162 = !DISubroutineType(types: !1163)
!1163 = !{!278, !1164}
!1164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1165, size: 64)
!1165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1084)
!1166 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1167, file: !1099, line: 156)
!1167 = !DISubprogram(name: "mbsrtowcs", scope: !1105, file: !1105, line: 338, type: !1168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1168 = !DISubroutineType(types: !1169)
!1169 = !{!888, !1121, !1170, !888, !1154}
!1170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1171)
!1171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!1172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1173, file: !1099, line: 157)
!1173 = !DISubprogram(name: "putwc", scope: !1105, file: !1105, line: 759, type: !1125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1175, file: !1099, line: 158)
!1175 = !DISubprogram(name: "putwchar", scope: !1105, file: !1105, line: 765, type: !1176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1176 = !DISubroutineType(types: !1177)
!1177 = !{!1101, !1120}
!1178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1179, file: !1099, line: 160)
!1179 = !DISubprogram(name: "swprintf", scope: !1105, file: !1105, line: 605, type: !1180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1180 = !DISubroutineType(types: !1181)
!1181 = !{!278, !1121, !888, !1131, null}
!1182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1183, file: !1099, line: 162)
!1183 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1105, file: !1105, line: 664, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1184 = !DISubroutineType(types: !1185)
!1185 = !{!278, !1131, !1131, null}
!1186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1187, file: !1099, line: 163)
!1187 = !DISubprogram(name: "ungetwc", scope: !1105, file: !1105, line: 788, type: !1188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1188 = !DISubroutineType(types: !1189)
!1189 = !{!1101, !1101, !1112}
!1190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1191, file: !1099, line: 164)
!1191 = !DISubprogram(name: "vfwprintf", scope: !1105, file: !1105, line: 613, type: !1192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1192 = !DISubroutineType(types: !1193)
!1193 = !{!278, !1122, !1131, !1043}
!1194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1195, file: !1099, line: 166)
!1195 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1105, file: !1105, line: 711, type: !1192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1197, file: !1099, line: 169)
!1197 = !DISubprogram(name: "vswprintf", scope: !1105, file: !1105, line: 626, type: !1198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1198 = !DISubroutineType(types: !1199)
!1199 = !{!278, !1121, !888, !1131, !1043}
!1200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1201, file: !1099, line: 172)
!1201 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1105, file: !1105, line: 718, type: !1202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1202 = !DISubroutineType(types: !1203)
!1203 = !{!278, !1131, !1131, !1043}
!1204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1205, file: !1099, line: 174)
!1205 = !DISubprogram(name: "vwprintf", scope: !1105, file: !1105, line: 621, type: !1206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1206 = !DISubroutineType(types: !1207)
!1207 = !{!278, !1131, !1043}
!1208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1209, file: !1099, line: 176)
!1209 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1105, file: !1105, line: 715, type: !1206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1211, file: !1099, line: 178)
!1211 = !DISubprogram(name: "wcrtomb", scope: !1105, file: !1105, line: 302, type: !1212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1212 = !DISubroutineType(types: !1213)
!1213 = !{!888, !930, !1120, !1154}
!1214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1215, file: !1099, line: 179)
!1215 = !DISubprogram(name: "wcscat", scope: !1105, file: !1105, line: 97, type: !1216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1216 = !DISubroutineType(types: !1217)
!1217 = !{!1119, !1121, !1131}
!1218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1219, file: !1099, line: 180)
!1219 = !DISubprogram(name: "wcscmp", scope: !1105, file: !1105, line: 106, type: !1220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1220 = !DISubroutineType(types: !1221)
!1221 = !{!278, !1132, !1132}
!1222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1223, file: !1099, line: 181)
!1223 = !DISubprogram(name: "wcscoll", scope: !1105, file: !1105, line: 131, type: !1220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1225, file: !1099, line: 182)
!1225 = !DISubprogram(name: "wcscpy", scope: !1105, file: !1105, line: 87, type: !1216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1227, file: !1099, line: 183)
!1227 = !DISubprogram(name: "wcscspn", scope: !1105, file: !1105, line: 188, type: !1228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1228 = !DISubroutineType(types: !1229)
!1229 = !{!888, !1132, !1132}
!1230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1231, file: !1099, line: 184)
!1231 = !DISubprogram(name: "wcsftime", scope: !1105, file: !1105, line: 852, type: !1232, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1232 = !DISubroutineType(types: !1233)
!1233 = !{!888, !1121, !888, !1131, !1234}
!1234 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1235)
!1235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1236, size: 64)
!1236 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1237)
!1237 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1105, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1239, file: !1099, line: 185)
!1239 = !DISubprogram(name: "wcslen", scope: !1105, file: !1105, line: 223, type: !1240, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1240 = !DISubroutineType(types: !1241)
!1241 = !{!888, !1132}
!1242 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1243, file: !1099, line: 186)
!1243 = !DISubprogram(name: "wcsncat", scope: !1105, file: !1105, line: 101, type: !1244, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1244 = !DISubroutineType(types: !1245)
!1245 = !{!1119, !1121, !1131, !888}
!1246 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1247, file: !1099, line: 187)
!1247 = !DISubprogram(name: "wcsncmp", scope: !1105, file: !1105, line: 109, type: !1248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1248 = !DISubroutineType(types: !1249)
!1249 = !{!278, !1132, !1132, !888}
!1250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1251, file: !1099, line: 188)
!1251 = !DISubprogram(name: "wcsncpy", scope: !1105, file: !1105, line: 92, type: !1244, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1252 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1253, file: !1099, line: 189)
!1253 = !DISubprogram(name: "wcsrtombs", scope: !1105, file: !1105, line: 344, type: !1254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1254 = !DISubroutineType(types: !1255)
!1255 = !{!888, !930, !1256, !888, !1154}
!1256 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1257)
!1257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1132, size: 64)
!1258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1259, file: !1099, line: 190)
!1259 = !DISubprogram(name: "wcsspn", scope: !1105, file: !1105, line: 192, type: !1228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1261, file: !1099, line: 191)
!1261 = !DISubprogram(name: "wcstod", scope: !1105, file: !1105, line: 378, type: !1262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1262 = !DISubroutineType(types: !1263)
!1263 = !{!1264, !1131, !1265}
!1264 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1265 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1266)
!1266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1119, size: 64)
!1267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1268, file: !1099, line: 193)
!1268 = !DISubprogram(name: "wcstof", scope: !1105, file: !1105, line: 383, type: !1269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1269 = !DISubroutineType(types: !1270)
!1270 = !{!1271, !1131, !1265}
!1271 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1273, file: !1099, line: 195)
!1273 = !DISubprogram(name: "wcstok", scope: !1105, file: !1105, line: 218, type: !1274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1274 = !DISubroutineType(types: !1275)
!1275 = !{!1119, !1121, !1131, !1265}
!1276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1277, file: !1099, line: 196)
!1277 = !DISubprogram(name: "wcstol", scope: !1105, file: !1105, line: 429, type: !1278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1278 = !DISubroutineType(types: !1279)
!1279 = !{!864, !1131, !1265, !278}
!1280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1281, file: !1099, line: 197)
!1281 = !DISubprogram(name: "wcstoul", scope: !1105, file: !1105, line: 434, type: !1282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1282 = !DISubroutineType(types: !1283)
!1283 = !{!97, !1131, !1265, !278}
!1284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1285, file: !1099, line: 198)
!1285 = !DISubprogram(name: "wcsxfrm", scope: !1105, file: !1105, line: 135, type: !1286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1286 = !DISubroutineType(types: !1287)
!1287 = !{!888, !1121, !1131, !888}
!1288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1289, file: !1099, line: 199)
!1289 = !DISubprogram(name: "wctob", scope: !1105, file: !1105, line: 325, type: !1290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1290 = !DISubroutineType(types: !1291)
!1291 = !{!278, !1101}
!1292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1293, file: !1099, line: 200)
!1293 = !DISubprogram(name: "wmemcmp", scope: !1105, file: !1105, line: 259, type: !1248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1295, file: !1099, line: 201)
!1295 = !DISubprogram(name: "wmemcpy", scope: !1105, file: !1105, line: 263, type: !1244, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1297, file: !1099, line: 202)
!1297 = !DISubprogram(name: "wmemmove", scope: !1105, file: !1105, line: 268, type: !1298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!1119, !1119, !1132, !888}
!1300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1301, file: !1099, line: 203)
!1301 = !DISubprogram(name: "wmemset", scope: !1105, file: !1105, line: 272, type: !1302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1302 = !DISubroutineType(types: !1303)
!1303 = !{!1119, !1119, !1120, !888}
!1304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1305, file: !1099, line: 204)
!1305 = !DISubprogram(name: "wprintf", scope: !1105, file: !1105, line: 602, type: !1306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1306 = !DISubroutineType(types: !1307)
!1307 = !{!278, !1131, null}
!1308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1309, file: !1099, line: 205)
!1309 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1105, file: !1105, line: 661, type: !1306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1311, file: !1099, line: 206)
!1311 = !DISubprogram(name: "wcschr", scope: !1105, file: !1105, line: 165, type: !1312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1312 = !DISubroutineType(types: !1313)
!1313 = !{!1119, !1132, !1120}
!1314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1315, file: !1099, line: 207)
!1315 = !DISubprogram(name: "wcspbrk", scope: !1105, file: !1105, line: 202, type: !1316, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1316 = !DISubroutineType(types: !1317)
!1317 = !{!1119, !1132, !1132}
!1318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1319, file: !1099, line: 208)
!1319 = !DISubprogram(name: "wcsrchr", scope: !1105, file: !1105, line: 175, type: !1312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1320 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1321, file: !1099, line: 209)
!1321 = !DISubprogram(name: "wcsstr", scope: !1105, file: !1105, line: 213, type: !1316, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1322 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1323, file: !1099, line: 210)
!1323 = !DISubprogram(name: "wmemchr", scope: !1105, file: !1105, line: 254, type: !1324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1324 = !DISubroutineType(types: !1325)
!1325 = !{!1119, !1132, !1120, !888}
!1326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1327, file: !1099, line: 251)
!1327 = !DISubprogram(name: "wcstold", scope: !1105, file: !1105, line: 385, type: !1328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1328 = !DISubroutineType(types: !1329)
!1329 = !{!1330, !1131, !1265}
!1330 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1332, file: !1099, line: 260)
!1332 = !DISubprogram(name: "wcstoll", scope: !1105, file: !1105, line: 442, type: !1333, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1333 = !DISubroutineType(types: !1334)
!1334 = !{!1335, !1131, !1265, !278}
!1335 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1337, file: !1099, line: 261)
!1337 = !DISubprogram(name: "wcstoull", scope: !1105, file: !1105, line: 449, type: !1338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1338 = !DISubroutineType(types: !1339)
!1339 = !{!1340, !1131, !1265, !278}
!1340 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1327, file: !1099, line: 267)
!1342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1332, file: !1099, line: 268)
!1343 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1337, file: !1099, line: 269)
!1344 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1268, file: !1099, line: 283)
!1345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1195, file: !1099, line: 286)
!1346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1201, file: !1099, line: 289)
!1347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1209, file: !1099, line: 292)
!1348 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1327, file: !1099, line: 296)
!1349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1332, file: !1099, line: 297)
!1350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1337, file: !1099, line: 298)
!1351 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1352, file: !1355, line: 47)
!1352 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1353, line: 24, baseType: !1354)
!1353 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1354 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !863, line: 37, baseType: !868)
!1355 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdint", directory: "")
!1356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1357, file: !1355, line: 48)
!1357 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1353, line: 25, baseType: !1358)
!1358 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !863, line: 39, baseType: !1359)
!1359 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1361, file: !1355, line: 49)
!1361 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1353, line: 26, baseType: !1362)
!1362 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !863, line: 41, baseType: !278)
!1363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1364, file: !1355, line: 50)
!1364 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1353, line: 27, baseType: !1365)
!1365 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !863, line: 44, baseType: !864)
!1366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1367, file: !1355, line: 52)
!1367 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1368, line: 58, baseType: !868)
!1368 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1370, file: !1355, line: 53)
!1370 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1368, line: 60, baseType: !864)
!1371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1372, file: !1355, line: 54)
!1372 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1368, line: 61, baseType: !864)
!1373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1374, file: !1355, line: 55)
!1374 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1368, line: 62, baseType: !864)
!1375 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1376, file: !1355, line: 57)
!1376 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1368, line: 43, baseType: !1377)
!1377 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !863, line: 52, baseType: !1354)
!1378 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1379, file: !1355, line: 58)
!1379 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1368, line: 44, baseType: !1380)
!1380 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !863, line: 54, baseType: !1358)
!1381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1382, file: !1355, line: 59)
!1382 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1368, line: 45, baseType: !1383)
!1383 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !863, line: 56, baseType: !1362)
!1384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1385, file: !1355, line: 60)
!1385 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1368, line: 46, baseType: !1386)
!1386 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !863, line: 58, baseType: !1365)
!1387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1388, file: !1355, line: 62)
!1388 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1368, line: 101, baseType: !1389)
!1389 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !863, line: 72, baseType: !864)
!1390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1391, file: !1355, line: 63)
!1391 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1368, line: 87, baseType: !864)
!1392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1393, file: !1355, line: 65)
!1393 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1394, line: 24, baseType: !1395)
!1394 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1395 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !863, line: 38, baseType: !1396)
!1396 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!1397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1398, file: !1355, line: 66)
!1398 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1394, line: 25, baseType: !1399)
!1399 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !863, line: 40, baseType: !866)
!1400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1401, file: !1355, line: 67)
!1401 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1394, line: 26, baseType: !1402)
!1402 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !863, line: 42, baseType: !775)
!1403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1404, file: !1355, line: 68)
!1404 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1394, line: 27, baseType: !1405)
!1405 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !863, line: 45, baseType: !97)
!1406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1407, file: !1355, line: 70)
!1407 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1368, line: 71, baseType: !1396)
!1408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1409, file: !1355, line: 71)
!1409 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1368, line: 73, baseType: !97)
!1410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1411, file: !1355, line: 72)
!1411 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1368, line: 74, baseType: !97)
!1412 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1413, file: !1355, line: 73)
!1413 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1368, line: 75, baseType: !97)
!1414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1415, file: !1355, line: 75)
!1415 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1368, line: 49, baseType: !1416)
!1416 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !863, line: 53, baseType: !1395)
!1417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1418, file: !1355, line: 76)
!1418 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1368, line: 50, baseType: !1419)
!1419 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !863, line: 55, baseType: !1399)
!1420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1421, file: !1355, line: 77)
!1421 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1368, line: 51, baseType: !1422)
!1422 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !863, line: 57, baseType: !1402)
!1423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1424, file: !1355, line: 78)
!1424 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1368, line: 52, baseType: !1425)
!1425 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !863, line: 59, baseType: !1405)
!1426 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1427, file: !1355, line: 80)
!1427 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1368, line: 102, baseType: !1428)
!1428 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !863, line: 73, baseType: !97)
!1429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1430, file: !1355, line: 81)
!1430 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1368, line: 90, baseType: !97)
!1431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1432, file: !1434, line: 53)
!1432 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1433, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1433 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1434 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/clocale", directory: "")
!1435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1436, file: !1434, line: 54)
!1436 = !DISubprogram(name: "setlocale", scope: !1433, file: !1433, line: 122, type: !1437, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1437 = !DISubroutineType(types: !1438)
!1438 = !{!55, !278, !88}
!1439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1440, file: !1434, line: 55)
!1440 = !DISubprogram(name: "localeconv", scope: !1433, file: !1433, line: 125, type: !1441, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1441 = !DISubroutineType(types: !1442)
!1442 = !{!1443}
!1443 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1432, size: 64)
!1444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1445, file: !1447, line: 64)
!1445 = !DISubprogram(name: "isalnum", scope: !1446, file: !1446, line: 108, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1446 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1447 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cctype", directory: "")
!1448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1449, file: !1447, line: 65)
!1449 = !DISubprogram(name: "isalpha", scope: !1446, file: !1446, line: 109, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1451, file: !1447, line: 66)
!1451 = !DISubprogram(name: "iscntrl", scope: !1446, file: !1446, line: 110, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1452 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1453, file: !1447, line: 67)
!1453 = !DISubprogram(name: "isdigit", scope: !1446, file: !1446, line: 111, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1454 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1455, file: !1447, line: 68)
!1455 = !DISubprogram(name: "isgraph", scope: !1446, file: !1446, line: 113, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1457, file: !1447, line: 69)
!1457 = !DISubprogram(name: "islower", scope: !1446, file: !1446, line: 112, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1459, file: !1447, line: 70)
!1459 = !DISubprogram(name: "isprint", scope: !1446, file: !1446, line: 114, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1461, file: !1447, line: 71)
!1461 = !DISubprogram(name: "ispunct", scope: !1446, file: !1446, line: 115, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1463, file: !1447, line: 72)
!1463 = !DISubprogram(name: "isspace", scope: !1446, file: !1446, line: 116, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1465, file: !1447, line: 73)
!1465 = !DISubprogram(name: "isupper", scope: !1446, file: !1446, line: 117, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1467, file: !1447, line: 74)
!1467 = !DISubprogram(name: "isxdigit", scope: !1446, file: !1446, line: 118, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1469, file: !1447, line: 75)
!1469 = !DISubprogram(name: "tolower", scope: !1446, file: !1446, line: 122, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1471, file: !1447, line: 76)
!1471 = !DISubprogram(name: "toupper", scope: !1446, file: !1446, line: 125, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1473, file: !1447, line: 87)
!1473 = !DISubprogram(name: "isblank", scope: !1446, file: !1446, line: 130, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1474 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1475, entity: !1476, file: !1477, line: 58)
!1475 = !DINamespace(name: "__gnu_debug", scope: null)
!1476 = !DINamespace(name: "__debug", scope: !37)
!1477 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1479, file: !1481, line: 52)
!1479 = !DISubprogram(name: "abs", scope: !1480, file: !1480, line: 861, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1480 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1481 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!1482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1483, file: !1485, line: 127)
!1483 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1480, line: 63, baseType: !1484)
!1484 = !DICompositeType(tag: DW_TAG_structure_type, file: !1480, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1485 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdlib", directory: "")
!1486 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1487, file: !1485, line: 128)
!1487 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1480, line: 71, baseType: !1488)
!1488 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1480, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1489, identifier: "_ZTS6ldiv_t")
!1489 = !{!1490, !1491}
!1490 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1488, file: !1480, line: 69, baseType: !864, size: 64)
!1491 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1488, file: !1480, line: 70, baseType: !864, size: 64, offset: 64)
!1492 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1493, file: !1485, line: 130)
!1493 = !DISubprogram(name: "abort", scope: !1480, file: !1480, line: 611, type: !1494, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1494 = !DISubroutineType(types: !1495)
!1495 = !{null}
!1496 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1497, file: !1485, line: 132)
!1497 = !DISubprogram(name: "aligned_alloc", scope: !1480, file: !1480, line: 605, type: !1498, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1498 = !DISubroutineType(types: !1499)
!1499 = !{!886, !888, !888}
!1500 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1501, file: !1485, line: 134)
!1501 = !DISubprogram(name: "atexit", scope: !1480, file: !1480, line: 615, type: !1502, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1502 = !DISubroutineType(types: !1503)
!1503 = !{!278, !1504}
!1504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1494, size: 64)
!1505 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1506, file: !1485, line: 137)
!1506 = !DISubprogram(name: "at_quick_exit", scope: !1480, file: !1480, line: 620, type: !1502, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1507 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1508, file: !1485, line: 140)
!1508 = !DISubprogram(name: "atof", scope: !1509, file: !1509, line: 25, type: !1510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1509 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1510 = !DISubroutineType(types: !1511)
!1511 = !{!1264, !88}
!1512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1513, file: !1485, line: 141)
!1513 = !DISubprogram(name: "atoi", scope: !1480, file: !1480, line: 362, type: !1001, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1515, file: !1485, line: 142)
!1515 = !DISubprogram(name: "atol", scope: !1480, file: !1480, line: 367, type: !1516, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1516 = !DISubroutineType(types: !1517)
!1517 = !{!864, !88}
!1518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1519, file: !1485, line: 143)
!1519 = !DISubprogram(name: "bsearch", scope: !1520, file: !1520, line: 20, type: !1521, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1520 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1521 = !DISubroutineType(types: !1522)
!1522 = !{!886, !98, !98, !888, !888, !1523}
!1523 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1480, line: 829, baseType: !1524)
!1524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1525, size: 64)
!1525 = !DISubroutineType(types: !1526)
!1526 = !{!278, !98, !98}
!1527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1528, file: !1485, line: 144)
!1528 = !DISubprogram(name: "calloc", scope: !1480, file: !1480, line: 556, type: !1498, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1529 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1530, file: !1485, line: 145)
!1530 = !DISubprogram(name: "div", scope: !1480, file: !1480, line: 873, type: !1531, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1531 = !DISubroutineType(types: !1532)
!1532 = !{!1483, !278, !278}
!1533 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1534, file: !1485, line: 146)
!1534 = !DISubprogram(name: "exit", scope: !1480, file: !1480, line: 637, type: !1535, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1535 = !DISubroutineType(types: !1536)
!1536 = !{null, !278}
!1537 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1538, file: !1485, line: 147)
!1538 = !DISubprogram(name: "free", scope: !1480, file: !1480, line: 568, type: !1539, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1539 = !DISubroutineType(types: !1540)
!1540 = !{null, !886}
!1541 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1542, file: !1485, line: 148)
!1542 = !DISubprogram(name: "getenv", scope: !1480, file: !1480, line: 654, type: !1543, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1543 = !DISubroutineType(types: !1544)
!1544 = !{!55, !88}
!1545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1546, file: !1485, line: 149)
!1546 = !DISubprogram(name: "labs", scope: !1480, file: !1480, line: 862, type: !1547, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1547 = !DISubroutineType(types: !1548)
!1548 = !{!864, !864}
!1549 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1550, file: !1485, line: 150)
!1550 = !DISubprogram(name: "ldiv", scope: !1480, file: !1480, line: 875, type: !1551, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1551 = !DISubroutineType(types: !1552)
!1552 = !{!1487, !864, !864}
!1553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1554, file: !1485, line: 151)
!1554 = !DISubprogram(name: "malloc", scope: !1480, file: !1480, line: 553, type: !1555, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1555 = !DISubroutineType(types: !1556)
!1556 = !{!886, !888}
!1557 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1558, file: !1485, line: 153)
!1558 = !DISubprogram(name: "mblen", scope: !1480, file: !1480, line: 943, type: !1559, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1559 = !DISubroutineType(types: !1560)
!1560 = !{!278, !88, !888}
!1561 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1562, file: !1485, line: 154)
!1562 = !DISubprogram(name: "mbstowcs", scope: !1480, file: !1480, line: 954, type: !1563, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1563 = !DISubroutineType(types: !1564)
!1564 = !{!888, !1121, !935, !888}
!1565 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1566, file: !1485, line: 155)
!1566 = !DISubprogram(name: "mbtowc", scope: !1480, file: !1480, line: 946, type: !1567, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1567 = !DISubroutineType(types: !1568)
!1568 = !{!278, !1121, !935, !888}
!1569 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1570, file: !1485, line: 157)
!1570 = !DISubprogram(name: "qsort", scope: !1480, file: !1480, line: 851, type: !1571, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1571 = !DISubroutineType(types: !1572)
!1572 = !{null, !886, !888, !888, !1523}
!1573 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1574, file: !1485, line: 160)
!1574 = !DISubprogram(name: "quick_exit", scope: !1480, file: !1480, line: 643, type: !1535, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1575 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1576, file: !1485, line: 163)
!1576 = !DISubprogram(name: "rand", scope: !1480, file: !1480, line: 454, type: !983, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1578, file: !1485, line: 164)
!1578 = !DISubprogram(name: "realloc", scope: !1480, file: !1480, line: 564, type: !1579, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1579 = !DISubroutineType(types: !1580)
!1580 = !{!886, !886, !888}
!1581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1582, file: !1485, line: 165)
!1582 = !DISubprogram(name: "srand", scope: !1480, file: !1480, line: 456, type: !1583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1583 = !DISubroutineType(types: !1584)
!1584 = !{null, !775}
!1585 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1586, file: !1485, line: 166)
!1586 = !DISubprogram(name: "strtod", scope: !1480, file: !1480, line: 118, type: !1587, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1587 = !DISubroutineType(types: !1588)
!1588 = !{!1264, !935, !1589}
!1589 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1590)
!1590 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!1591 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1592, file: !1485, line: 167)
!1592 = !DISubprogram(name: "strtol", scope: !1480, file: !1480, line: 177, type: !1593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1593 = !DISubroutineType(types: !1594)
!1594 = !{!864, !935, !1589, !278}
!1595 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1596, file: !1485, line: 168)
!1596 = !DISubprogram(name: "strtoul", scope: !1480, file: !1480, line: 181, type: !1597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1597 = !DISubroutineType(types: !1598)
!1598 = !{!97, !935, !1589, !278}
!1599 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1600, file: !1485, line: 169)
!1600 = !DISubprogram(name: "system", scope: !1480, file: !1480, line: 804, type: !1001, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1602, file: !1485, line: 171)
!1602 = !DISubprogram(name: "wcstombs", scope: !1480, file: !1480, line: 958, type: !1603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1603 = !DISubroutineType(types: !1604)
!1604 = !{!888, !930, !1131, !888}
!1605 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1606, file: !1485, line: 172)
!1606 = !DISubprogram(name: "wctomb", scope: !1480, file: !1480, line: 950, type: !1607, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1607 = !DISubroutineType(types: !1608)
!1608 = !{!278, !55, !1120}
!1609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1610, file: !1485, line: 200)
!1610 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1480, line: 81, baseType: !1611)
!1611 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1480, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1612, identifier: "_ZTS7lldiv_t")
!1612 = !{!1613, !1614}
!1613 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1611, file: !1480, line: 79, baseType: !1335, size: 64)
!1614 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1611, file: !1480, line: 80, baseType: !1335, size: 64, offset: 64)
!1615 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1616, file: !1485, line: 206)
!1616 = !DISubprogram(name: "_Exit", scope: !1480, file: !1480, line: 649, type: !1535, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1618, file: !1485, line: 210)
!1618 = !DISubprogram(name: "llabs", scope: !1480, file: !1480, line: 865, type: !1619, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1619 = !DISubroutineType(types: !1620)
!1620 = !{!1335, !1335}
!1621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1622, file: !1485, line: 216)
!1622 = !DISubprogram(name: "lldiv", scope: !1480, file: !1480, line: 879, type: !1623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1623 = !DISubroutineType(types: !1624)
!1624 = !{!1610, !1335, !1335}
!1625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1626, file: !1485, line: 227)
!1626 = !DISubprogram(name: "atoll", scope: !1480, file: !1480, line: 374, type: !1627, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1627 = !DISubroutineType(types: !1628)
!1628 = !{!1335, !88}
!1629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1630, file: !1485, line: 228)
!1630 = !DISubprogram(name: "strtoll", scope: !1480, file: !1480, line: 201, type: !1631, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1631 = !DISubroutineType(types: !1632)
!1632 = !{!1335, !935, !1589, !278}
!1633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1634, file: !1485, line: 229)
!1634 = !DISubprogram(name: "strtoull", scope: !1480, file: !1480, line: 206, type: !1635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1635 = !DISubroutineType(types: !1636)
!1636 = !{!1340, !935, !1589, !278}
!1637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1638, file: !1485, line: 231)
!1638 = !DISubprogram(name: "strtof", scope: !1480, file: !1480, line: 124, type: !1639, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1639 = !DISubroutineType(types: !1640)
!1640 = !{!1271, !935, !1589}
!1641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !1642, file: !1485, line: 232)
!1642 = !DISubprogram(name: "strtold", scope: !1480, file: !1480, line: 127, type: !1643, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1643 = !DISubroutineType(types: !1644)
!1644 = !{!1330, !935, !1589}
!1645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1610, file: !1485, line: 240)
!1646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1616, file: !1485, line: 242)
!1647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1618, file: !1485, line: 244)
!1648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1649, file: !1485, line: 245)
!1649 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !45, file: !1485, line: 213, type: !1623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1622, file: !1485, line: 246)
!1651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1626, file: !1485, line: 248)
!1652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1638, file: !1485, line: 249)
!1653 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1630, file: !1485, line: 250)
!1654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1634, file: !1485, line: 251)
!1655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !37, entity: !1642, file: !1485, line: 252)
!1656 = !{i32 7, !"Dwarf Version", i32 5}
!1657 = !{i32 2, !"Debug Info Version", i32 3}
!1658 = !{i32 1, !"wchar_size", i32 4}
!1659 = !{i32 1, !"target-abi", !"lp64d"}
!1660 = !{i32 6, !"riscv-isa", !1661}
!1661 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!1662 = !{i32 8, !"PIC Level", i32 2}
!1663 = !{i32 7, !"PIE Level", i32 2}
!1664 = !{i32 7, !"uwtable", i32 2}
!1665 = !{i32 8, !"SmallDataLimit", i32 8}
!1666 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!1667 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1668 = distinct !DISubprogram(name: "deep", linkageName: "_Z4deepii", scope: !2, file: !2, line: 17, type: !1669, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1671)
!1669 = !DISubroutineType(types: !1670)
!1670 = !{null, !278, !278}
!1671 = !{!1672, !1673, !1674}
!1672 = !DILocalVariable(name: "n", arg: 1, scope: !1668, file: !2, line: 17, type: !278)
!1673 = !DILocalVariable(name: "kind", arg: 2, scope: !1668, file: !2, line: 17, type: !278)
!1674 = !DILocalVariable(name: "g", scope: !1668, file: !2, line: 18, type: !781)
!1675 = !DILocation(line: 0, scope: !1668)
!1676 = !DILocalVariable(name: "this", arg: 1, scope: !1677, type: !1680, flags: DIFlagArtificial | DIFlagObjectPointer)
!1677 = distinct !DISubprogram(name: "Guard", linkageName: "_ZN5GuardC2Ei", scope: !781, file: !2, line: 10, type: !785, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !784, retainedNodes: !1678)
!1678 = !{!1676, !1679}
!1679 = !DILocalVariable(name: "i", arg: 2, scope: !1677, file: !2, line: 10, type: !278)
!1680 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !781, size: 64)
!1681 = !DILocation(line: 0, scope: !1677, inlinedAt: !1682)
!1682 = distinct !DILocation(line: 18, column: 9, scope: !1668)
!1683 = !DILocation(line: 10, column: 35, scope: !1684, inlinedAt: !1682)
!1684 = distinct !DILexicalBlock(scope: !1677, file: !2, line: 10, column: 33)
!1685 = !{!1686, !1686, i64 0}
!1686 = !{!"int", !1687, i64 0}
!1687 = !{!"omnipotent char", !1688, i64 0}
!1688 = !{!"Simple C++ TBAA"}
!1689 = !DILocation(line: 10, column: 43, scope: !1684, inlinedAt: !1682)
!1690 = !DILocation(line: 19, column: 9, scope: !1691)
!1691 = distinct !DILexicalBlock(scope: !1668, file: !2, line: 19, column: 7)
!1692 = !DILocation(line: 19, column: 7, scope: !1668)
!1693 = !DILocation(line: 19, column: 23, scope: !1694)
!1694 = distinct !DILexicalBlock(scope: !1691, file: !2, line: 19, column: 14)
!1695 = !DILocation(line: 19, column: 16, scope: !1694)
!1696 = !DILocation(line: 27, column: 1, scope: !1694)
!1697 = !DILocation(line: 20, column: 3, scope: !1668)
!1698 = !DILocation(line: 21, column: 11, scope: !1699)
!1699 = distinct !DILexicalBlock(scope: !1668, file: !2, line: 20, column: 17)
!1700 = !DILocation(line: 22, column: 11, scope: !1699)
!1701 = !DILocalVariable(name: "this", arg: 1, scope: !1702, type: !1730, flags: DIFlagArtificial | DIFlagObjectPointer)
!1702 = distinct !DISubprogram(name: "Derived", linkageName: "_ZN7DerivedC2Ev", scope: !1703, file: !2, line: 15, type: !1725, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !1728, retainedNodes: !1729)
!1703 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Derived", file: !2, line: 15, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1704, vtableHolder: !1706, identifier: "_ZTS7Derived")
!1704 = !{!1705, !1720}
!1705 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1703, baseType: !1706, extraData: i32 0)
!1706 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !2, line: 14, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1707, vtableHolder: !1706, identifier: "_ZTS4Base")
!1707 = !{!1708, !1711, !1715}
!1708 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !2, file: !2, baseType: !1709, size: 64, flags: DIFlagArtificial)
!1709 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1710, size: 64)
!1710 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !983, size: 64)
!1711 = !DISubprogram(name: "~Base", scope: !1706, file: !2, line: 14, type: !1712, scopeLine: 14, containingType: !1706, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1712 = !DISubroutineType(types: !1713)
!1713 = !{null, !1714}
!1714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1706, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1715 = !DISubprogram(name: "code", linkageName: "_ZNK4Base4codeEv", scope: !1706, file: !2, line: 14, type: !1716, scopeLine: 14, containingType: !1706, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1716 = !DISubroutineType(types: !1717)
!1717 = !{!278, !1718}
!1718 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1719, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1719 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1706)
!1720 = !DISubprogram(name: "code", linkageName: "_ZNK7Derived4codeEv", scope: !1703, file: !2, line: 15, type: !1721, scopeLine: 15, containingType: !1703, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1721 = !DISubroutineType(types: !1722)
!1722 = !{!278, !1723}
!1723 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1724, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1724 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1703)
!1725 = !DISubroutineType(types: !1726)
!1726 = !{null, !1727}
!1727 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1703, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1728 = !DISubprogram(name: "Derived", scope: !1703, type: !1725, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1729 = !{!1701}
!1730 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1703, size: 64)
!1731 = !DILocation(line: 0, scope: !1702, inlinedAt: !1732)
!1732 = distinct !DILocation(line: 22, column: 17, scope: !1699)
!1733 = !DILocation(line: 15, column: 8, scope: !1702, inlinedAt: !1732)
!1734 = !{!1735, !1735, i64 0}
!1735 = !{!"vtable pointer", !1688, i64 0}
!1736 = !DILocation(line: 23, column: 11, scope: !1699)
!1737 = !DILocation(line: 23, column: 17, scope: !1699)
!1738 = !DILocation(line: 27, column: 1, scope: !1699)
!1739 = !DILocation(line: 24, column: 11, scope: !1699)
!1740 = !{!1741, !1741, i64 0}
!1741 = !{!"double", !1687, i64 0}
!1742 = !DILocation(line: 0, scope: !1699)
!1743 = !DILocalVariable(name: "this", arg: 1, scope: !1744, type: !1680, flags: DIFlagArtificial | DIFlagObjectPointer)
!1744 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN5GuardD2Ev", scope: !781, file: !2, line: 11, type: !789, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !788, retainedNodes: !1745)
!1745 = !{!1743}
!1746 = !DILocation(line: 0, scope: !1744, inlinedAt: !1747)
!1747 = distinct !DILocation(line: 27, column: 1, scope: !1668)
!1748 = !DILocation(line: 11, column: 14, scope: !1749, inlinedAt: !1747)
!1749 = distinct !DILexicalBlock(scope: !1744, file: !2, line: 11, column: 12)
!1750 = !DILocation(line: 11, column: 22, scope: !1749, inlinedAt: !1747)
!1751 = !DILocation(line: 27, column: 1, scope: !1668)
!1752 = !DILocation(line: 0, scope: !1744, inlinedAt: !1753)
!1753 = distinct !DILocation(line: 27, column: 1, scope: !1668)
!1754 = !DILocation(line: 11, column: 14, scope: !1749, inlinedAt: !1753)
!1755 = !DILocation(line: 11, column: 22, scope: !1749, inlinedAt: !1753)
!1756 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !1706, file: !2, line: 14, type: !1712, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !1711, retainedNodes: !1757)
!1757 = !{!1758}
!1758 = !DILocalVariable(name: "this", arg: 1, scope: !1756, type: !1759, flags: DIFlagArtificial | DIFlagObjectPointer)
!1759 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1706, size: 64)
!1760 = !DILocation(line: 0, scope: !1756)
!1761 = !DILocation(line: 14, column: 32, scope: !1756)
!1762 = distinct !DISubprogram(name: "basic_string<std::allocator<char> >", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_", scope: !34, file: !33, line: 634, type: !1763, scopeLine: 636, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, templateParams: !1766, declaration: !1765, retainedNodes: !1768)
!1763 = !DISubroutineType(types: !1764)
!1764 = !{null, !386, !88, !116}
!1765 = !DISubprogram(name: "basic_string<std::allocator<char> >", scope: !34, file: !33, line: 634, type: !1763, scopeLine: 634, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1766)
!1766 = !{!1767}
!1767 = !DITemplateTypeParameter(type: !58)
!1768 = !{!1769, !1770, !1771, !1772}
!1769 = !DILocalVariable(name: "this", arg: 1, scope: !1762, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1770 = !DILocalVariable(name: "__s", arg: 2, scope: !1762, file: !33, line: 634, type: !88)
!1771 = !DILocalVariable(name: "__a", arg: 3, scope: !1762, file: !33, line: 634, type: !116)
!1772 = !DILocalVariable(name: "__end", scope: !1773, file: !33, line: 641, type: !88)
!1773 = distinct !DILexicalBlock(scope: !1762, file: !33, line: 636, column: 7)
!1774 = distinct !DIAssignID()
!1775 = !DILocation(line: 0, scope: !1762)
!1776 = !DILocalVariable(name: "this", arg: 1, scope: !1777, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1777 = distinct !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !34, file: !33, line: 238, type: !400, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !399, retainedNodes: !1778)
!1778 = !{!1776}
!1779 = !DILocation(line: 0, scope: !1777, inlinedAt: !1780)
!1780 = distinct !DILocation(line: 635, column: 21, scope: !1762)
!1781 = !DILocation(line: 241, column: 51, scope: !1777, inlinedAt: !1780)
!1782 = !DILocalVariable(name: "this", arg: 1, scope: !1783, type: !1787, flags: DIFlagArtificial | DIFlagObjectPointer)
!1783 = distinct !DISubprogram(name: "_Alloc_hider", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC2EPcRKS3_", scope: !161, file: !33, line: 199, type: !174, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !173, retainedNodes: !1784)
!1784 = !{!1782, !1785, !1786}
!1785 = !DILocalVariable(name: "__dat", arg: 2, scope: !1783, file: !33, line: 199, type: !171)
!1786 = !DILocalVariable(name: "__a", arg: 3, scope: !1783, file: !33, line: 199, type: !116)
!1787 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!1788 = !DILocation(line: 0, scope: !1783, inlinedAt: !1789)
!1789 = distinct !DILocation(line: 635, column: 9, scope: !1762)
!1790 = !DILocation(line: 200, column: 25, scope: !1783, inlinedAt: !1789)
!1791 = !{!1792, !1793, i64 0}
!1792 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !1793, i64 0}
!1793 = !{!"any pointer", !1687, i64 0}
!1794 = !DILocation(line: 638, column: 10, scope: !1795)
!1795 = distinct !DILexicalBlock(scope: !1773, file: !33, line: 638, column: 6)
!1796 = !DILocation(line: 638, column: 6, scope: !1773)
!1797 = !DILocation(line: 639, column: 4, scope: !1795)
!1798 = !DILocalVariable(name: "__s", arg: 1, scope: !1799, file: !333, line: 389, type: !349)
!1799 = distinct !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !332, file: !333, line: 389, type: !351, scopeLine: 390, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !350, retainedNodes: !1800)
!1800 = !{!1798}
!1801 = !DILocation(line: 0, scope: !1799, inlinedAt: !1802)
!1802 = distinct !DILocation(line: 641, column: 30, scope: !1773)
!1803 = !DILocation(line: 395, column: 9, scope: !1799, inlinedAt: !1802)
!1804 = !DILocation(line: 0, scope: !1773)
!1805 = !DILocation(line: 0, scope: !792, inlinedAt: !1806)
!1806 = distinct !DILocation(line: 642, column: 2, scope: !1773)
!1807 = !DILocation(line: 221, column: 2, scope: !792, inlinedAt: !1806)
!1808 = !DILocation(line: 221, column: 12, scope: !792, inlinedAt: !1806)
!1809 = !{!1810, !1810, i64 0}
!1810 = !{!"long", !1687, i64 0}
!1811 = distinct !DIAssignID()
!1812 = !DILocation(line: 223, column: 13, scope: !1813, inlinedAt: !1806)
!1813 = distinct !DILexicalBlock(scope: !792, file: !35, line: 223, column: 6)
!1814 = !DILocation(line: 223, column: 6, scope: !792, inlinedAt: !1806)
!1815 = !DILocation(line: 225, column: 14, scope: !1816, inlinedAt: !1806)
!1816 = distinct !DILexicalBlock(scope: !1813, file: !35, line: 224, column: 4)
!1817 = !DILocalVariable(name: "this", arg: 1, scope: !1818, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1818 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc", scope: !34, file: !33, line: 223, type: !389, scopeLine: 224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !388, retainedNodes: !1819)
!1819 = !{!1817, !1820}
!1820 = !DILocalVariable(name: "__p", arg: 2, scope: !1818, file: !33, line: 223, type: !171)
!1821 = !DILocation(line: 0, scope: !1818, inlinedAt: !1822)
!1822 = distinct !DILocation(line: 225, column: 6, scope: !1816, inlinedAt: !1806)
!1823 = !DILocation(line: 224, column: 26, scope: !1818, inlinedAt: !1822)
!1824 = !{!1825, !1793, i64 0}
!1825 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !1792, i64 0, !1810, i64 8, !1687, i64 16}
!1826 = !DILocation(line: 226, column: 18, scope: !1816, inlinedAt: !1806)
!1827 = !DILocalVariable(name: "this", arg: 1, scope: !1828, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1828 = distinct !DISubprogram(name: "_M_capacity", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm", scope: !34, file: !33, line: 260, type: !392, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !408, retainedNodes: !1829)
!1829 = !{!1827, !1830}
!1830 = !DILocalVariable(name: "__capacity", arg: 2, scope: !1828, file: !33, line: 260, type: !41)
!1831 = !DILocation(line: 0, scope: !1828, inlinedAt: !1832)
!1832 = distinct !DILocation(line: 226, column: 6, scope: !1816, inlinedAt: !1806)
!1833 = !DILocation(line: 261, column: 31, scope: !1828, inlinedAt: !1832)
!1834 = !{!1687, !1687, i64 0}
!1835 = !DILocation(line: 227, column: 4, scope: !1816, inlinedAt: !1806)
!1836 = !DILocation(line: 234, column: 28, scope: !1837, inlinedAt: !1841)
!1837 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !34, file: !33, line: 233, type: !395, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !394, retainedNodes: !1838)
!1838 = !{!1839}
!1839 = !DILocalVariable(name: "this", arg: 1, scope: !1837, type: !1840, flags: DIFlagArtificial | DIFlagObjectPointer)
!1840 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !398, size: 64)
!1841 = distinct !DILocation(line: 243, column: 22, scope: !792, inlinedAt: !1806)
!1842 = !DILocation(line: 0, scope: !1837, inlinedAt: !1841)
!1843 = !DILocalVariable(name: "__p", arg: 1, scope: !1844, file: !33, line: 475, type: !55)
!1844 = distinct !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_", scope: !34, file: !33, line: 475, type: !467, scopeLine: 477, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !466, retainedNodes: !1845)
!1845 = !{!1843, !1846, !1847}
!1846 = !DILocalVariable(name: "__k1", arg: 2, scope: !1844, file: !33, line: 475, type: !88)
!1847 = !DILocalVariable(name: "__k2", arg: 3, scope: !1844, file: !33, line: 475, type: !88)
!1848 = !DILocation(line: 0, scope: !1844, inlinedAt: !1849)
!1849 = distinct !DILocation(line: 243, column: 2, scope: !792, inlinedAt: !1806)
!1850 = !DILocalVariable(name: "__d", arg: 1, scope: !1851, file: !33, line: 418, type: !55)
!1851 = distinct !DISubprogram(name: "_S_copy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_copyEPcPKcm", scope: !34, file: !33, line: 418, type: !447, scopeLine: 419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !446, retainedNodes: !1852)
!1852 = !{!1850, !1853, !1854}
!1853 = !DILocalVariable(name: "__s", arg: 2, scope: !1851, file: !33, line: 418, type: !88)
!1854 = !DILocalVariable(name: "__n", arg: 3, scope: !1851, file: !33, line: 418, type: !41)
!1855 = !DILocation(line: 0, scope: !1851, inlinedAt: !1856)
!1856 = distinct !DILocation(line: 477, column: 9, scope: !1844, inlinedAt: !1849)
!1857 = !DILocation(line: 420, column: 6, scope: !1851, inlinedAt: !1856)
!1858 = !DILocalVariable(name: "__c1", arg: 1, scope: !1859, file: !333, line: 347, type: !338)
!1859 = distinct !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !332, file: !333, line: 347, type: !336, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !335, retainedNodes: !1860)
!1860 = !{!1858, !1861}
!1861 = !DILocalVariable(name: "__c2", arg: 2, scope: !1859, file: !333, line: 347, type: !340)
!1862 = !DILocation(line: 0, scope: !1859, inlinedAt: !1863)
!1863 = distinct !DILocation(line: 421, column: 4, scope: !1864, inlinedAt: !1856)
!1864 = distinct !DILexicalBlock(scope: !1851, file: !33, line: 420, column: 6)
!1865 = !DILocation(line: 354, column: 9, scope: !1859, inlinedAt: !1863)
!1866 = !DILocation(line: 354, column: 7, scope: !1859, inlinedAt: !1863)
!1867 = !DILocation(line: 421, column: 4, scope: !1864, inlinedAt: !1856)
!1868 = !DILocation(line: 431, column: 33, scope: !1869, inlinedAt: !1874)
!1869 = distinct !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !332, file: !333, line: 423, type: !357, scopeLine: 424, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !360, retainedNodes: !1870)
!1870 = !{!1871, !1872, !1873}
!1871 = !DILocalVariable(name: "__s1", arg: 1, scope: !1869, file: !333, line: 423, type: !359)
!1872 = !DILocalVariable(name: "__s2", arg: 2, scope: !1869, file: !333, line: 423, type: !349)
!1873 = !DILocalVariable(name: "__n", arg: 3, scope: !1869, file: !333, line: 423, type: !95)
!1874 = distinct !DILocation(line: 423, column: 4, scope: !1864, inlinedAt: !1856)
!1875 = !DILocation(line: 431, column: 2, scope: !1869, inlinedAt: !1874)
!1876 = !DILocation(line: 247, column: 16, scope: !792, inlinedAt: !1806)
!1877 = !DILocalVariable(name: "this", arg: 1, scope: !1878, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1878 = distinct !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !34, file: !33, line: 265, type: !392, scopeLine: 266, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !409, retainedNodes: !1879)
!1879 = !{!1877, !1880}
!1880 = !DILocalVariable(name: "__n", arg: 2, scope: !1878, file: !33, line: 265, type: !41)
!1881 = !DILocation(line: 0, scope: !1878, inlinedAt: !1882)
!1882 = distinct !DILocation(line: 247, column: 2, scope: !792, inlinedAt: !1806)
!1883 = !DILocalVariable(name: "this", arg: 1, scope: !1884, type: !805, flags: DIFlagArtificial | DIFlagObjectPointer)
!1884 = distinct !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !34, file: !33, line: 228, type: !392, scopeLine: 229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !391, retainedNodes: !1885)
!1885 = !{!1883, !1886}
!1886 = !DILocalVariable(name: "__length", arg: 2, scope: !1884, file: !33, line: 228, type: !41)
!1887 = !DILocation(line: 0, scope: !1884, inlinedAt: !1888)
!1888 = distinct !DILocation(line: 267, column: 2, scope: !1878, inlinedAt: !1882)
!1889 = !DILocation(line: 229, column: 9, scope: !1884, inlinedAt: !1888)
!1890 = !DILocation(line: 229, column: 26, scope: !1884, inlinedAt: !1888)
!1891 = !{!1825, !1810, i64 8}
!1892 = !DILocation(line: 0, scope: !1837, inlinedAt: !1893)
!1893 = distinct !DILocation(line: 268, column: 22, scope: !1878, inlinedAt: !1882)
!1894 = !DILocation(line: 234, column: 28, scope: !1837, inlinedAt: !1893)
!1895 = !DILocation(line: 268, column: 22, scope: !1878, inlinedAt: !1882)
!1896 = !DILocation(line: 0, scope: !1859, inlinedAt: !1897)
!1897 = distinct !DILocation(line: 268, column: 2, scope: !1878, inlinedAt: !1882)
!1898 = !DILocation(line: 354, column: 7, scope: !1859, inlinedAt: !1897)
!1899 = !DILocation(line: 248, column: 7, scope: !792, inlinedAt: !1806)
!1900 = !DILocation(line: 643, column: 7, scope: !1762)
!1901 = distinct !DISubprogram(name: "run", linkageName: "_Z3runi", scope: !2, file: !2, line: 29, type: !997, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1902)
!1902 = !{!1903, !1904, !1907, !1909}
!1903 = !DILocalVariable(name: "kind", arg: 1, scope: !1901, file: !2, line: 29, type: !278)
!1904 = !DILocalVariable(name: "s", scope: !1901, file: !2, line: 39, type: !1905)
!1905 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1906, size: 64)
!1906 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !779)
!1907 = !DILocalVariable(name: "b", scope: !1901, file: !2, line: 36, type: !1908)
!1908 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1719, size: 64)
!1909 = !DILocalVariable(name: "v", scope: !1901, file: !2, line: 33, type: !278)
!1910 = !DILocation(line: 0, scope: !1901)
!1911 = !DILocation(line: 31, column: 5, scope: !1912)
!1912 = distinct !DILexicalBlock(scope: !1901, file: !2, line: 30, column: 7)
!1913 = !DILocation(line: 46, column: 1, scope: !1912)
!1914 = !DILocation(line: 33, column: 3, scope: !1912)
!1915 = !DILocation(line: 39, column: 3, scope: !1916)
!1916 = distinct !DILexicalBlock(scope: !1901, file: !2, line: 36, column: 27)
!1917 = !DILocation(line: 34, column: 5, scope: !1918)
!1918 = distinct !DILexicalBlock(scope: !1901, file: !2, line: 33, column: 19)
!1919 = !DILocation(line: 35, column: 15, scope: !1918)
!1920 = !DILocation(line: 36, column: 3, scope: !1918)
!1921 = !DILocation(line: 42, column: 3, scope: !1922)
!1922 = distinct !DILexicalBlock(scope: !1901, file: !2, line: 39, column: 34)
!1923 = !DILocation(line: 37, column: 32, scope: !1916)
!1924 = !DILocation(line: 37, column: 5, scope: !1916)
!1925 = !DILocation(line: 38, column: 19, scope: !1916)
!1926 = !DILocation(line: 38, column: 15, scope: !1916)
!1927 = !DILocalVariable(name: "this", arg: 1, scope: !1928, type: !1840, flags: DIFlagArtificial | DIFlagObjectPointer)
!1928 = distinct !DISubprogram(name: "c_str", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv", scope: !34, file: !33, line: 2554, type: !711, scopeLine: 2555, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !710, retainedNodes: !1929)
!1929 = !{!1927}
!1930 = !DILocation(line: 0, scope: !1928, inlinedAt: !1931)
!1931 = distinct !DILocation(line: 40, column: 34, scope: !1922)
!1932 = !DILocation(line: 0, scope: !1837, inlinedAt: !1933)
!1933 = distinct !DILocation(line: 2555, column: 16, scope: !1928, inlinedAt: !1931)
!1934 = !DILocation(line: 234, column: 28, scope: !1837, inlinedAt: !1933)
!1935 = !DILocation(line: 40, column: 5, scope: !1922)
!1936 = !DILocation(line: 43, column: 5, scope: !1937)
!1937 = distinct !DILexicalBlock(scope: !1901, file: !2, line: 42, column: 17)
!1938 = !DILocation(line: 45, column: 3, scope: !1937)
!1939 = !DILocation(line: 46, column: 1, scope: !1916)
!1940 = !DILocation(line: 46, column: 1, scope: !1901)
!1941 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !983, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1942)
!1942 = !{!1943, !1944}
!1943 = !DILocalVariable(name: "sum", scope: !1941, file: !2, line: 49, type: !278)
!1944 = !DILocalVariable(name: "k", scope: !1945, file: !2, line: 50, type: !278)
!1945 = distinct !DILexicalBlock(scope: !1941, file: !2, line: 50, column: 3)
!1946 = !DILocation(line: 0, scope: !1941)
!1947 = !DILocation(line: 0, scope: !1945)
!1948 = !DILocation(line: 50, column: 38, scope: !1949)
!1949 = distinct !DILexicalBlock(scope: !1945, file: !2, line: 50, column: 3)
!1950 = !DILocation(line: 50, column: 35, scope: !1949)
!1951 = !DILocation(line: 51, column: 40, scope: !1941)
!1952 = !DILocation(line: 51, column: 3, scope: !1941)
!1953 = !DILocation(line: 52, column: 14, scope: !1941)
!1954 = !DILocation(line: 52, column: 10, scope: !1941)
!1955 = !DILocation(line: 52, column: 3, scope: !1941)
!1956 = distinct !DISubprogram(name: "~Derived", linkageName: "_ZN7DerivedD0Ev", scope: !1703, file: !2, line: 15, type: !1725, scopeLine: 15, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !1957, retainedNodes: !1958)
!1957 = !DISubprogram(name: "~Derived", scope: !1703, type: !1725, containingType: !1703, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1958 = !{!1959}
!1959 = !DILocalVariable(name: "this", arg: 1, scope: !1956, type: !1730, flags: DIFlagArtificial | DIFlagObjectPointer)
!1960 = !DILocation(line: 0, scope: !1956)
!1961 = !DILocation(line: 15, column: 8, scope: !1956)
!1962 = distinct !DISubprogram(name: "code", linkageName: "_ZNK7Derived4codeEv", scope: !1703, file: !2, line: 15, type: !1721, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, declaration: !1720, retainedNodes: !1963)
!1963 = !{!1964}
!1964 = !DILocalVariable(name: "this", arg: 1, scope: !1962, type: !1965, flags: DIFlagArtificial | DIFlagObjectPointer)
!1965 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1724, size: 64)
!1966 = !DILocation(line: 0, scope: !1962)
!1967 = !DILocation(line: 15, column: 53, scope: !1962)
!1968 = !DISubprogram(name: "__throw_logic_error", linkageName: "_ZSt19__throw_logic_errorPKc", scope: !37, file: !1969, line: 66, type: !987, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1969 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/functexcept.h", directory: "", checksumkind: CSK_MD5, checksum: "a363406ed41198146320f1e077ba3f30")
!1970 = !DISubprogram(name: "__builtin_strlen", scope: !1971, file: !1971, line: 122, type: !1972, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1971 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/typeinfo", directory: "")
!1972 = !DISubroutineType(types: !1973)
!1973 = !{!97, !88}
