; ModuleID = 'tests/run/aarch64/eh_rethrow.cpp'
source_filename = "tests/run/aarch64/eh_rethrow.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { ptr, ptr, ptr }

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [6 x i8] c"stage\00", align 1, !dbg !0
@_ZTISt12out_of_range = external constant ptr
@_ZTISt9exception = external constant ptr
@_ZTISt11logic_error = external constant ptr
@.str.1 = private unnamed_addr constant [8 x i8] c"bad arg\00", align 1, !dbg !8
@_ZTISt16invalid_argument = external constant ptr
@.str.2 = private unnamed_addr constant [8 x i8] c"runtime\00", align 1, !dbg !13
@_ZTISt13runtime_error = external constant ptr
@.str.3 = private unnamed_addr constant [17 x i8] c"inner logic: %s\0A\00", align 1, !dbg !15
@.str.4 = private unnamed_addr constant [10 x i8] c"converted\00", align 1, !dbg !20
@.str.5 = private unnamed_addr constant [21 x i8] c"outer exception: %s\0A\00", align 1, !dbg !25
@.str.7 = private unnamed_addr constant [16 x i8] c"stage(%d) = %d\0A\00", align 1, !dbg !30
@_ZTIi = external constant ptr
@.str.8 = private unnamed_addr constant [23 x i8] c"caught %d, rethrowing\0A\00", align 1, !dbg !35
@.str.9 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1, !dbg !40
@.str.10 = private unnamed_addr constant [5 x i8] c"~%s\0A\00", align 1, !dbg !42
@.str.11 = private unnamed_addr constant [74 x i8] c"vector::_M_range_check: __n (which is %zu) >= this->size() (which is %zu)\00", align 1, !dbg !47
@str = private unnamed_addr constant [12 x i8] c"outer range\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z2atRKSt6vectorIiSaIiEEm(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #0 !dbg !1427 {
    #dbg_value(ptr %0, !1431, !DIExpression(), !1433)
    #dbg_value(i64 %1, !1432, !DIExpression(), !1433)
    #dbg_value(ptr %0, !1434, !DIExpression(), !1439)
    #dbg_value(i64 %1, !1437, !DIExpression(), !1439)
    #dbg_value(ptr %0, !1441, !DIExpression(), !1445)
    #dbg_value(i64 %1, !1444, !DIExpression(), !1445)
    #dbg_value(ptr %0, !1447, !DIExpression(), !1450)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1453
  %4 = load ptr, ptr %3, align 8, !dbg !1453, !tbaa !1454
  %5 = load ptr, ptr %0, align 8, !dbg !1459, !tbaa !1460
  %6 = ptrtoint ptr %4 to i64, !dbg !1461
  %7 = ptrtoint ptr %5 to i64, !dbg !1461
  %8 = sub i64 %6, %7, !dbg !1461
  %9 = ashr exact i64 %8, 2, !dbg !1461
  %10 = icmp ugt i64 %9, %1, !dbg !1462
  br i1 %10, label %12, label %11, !dbg !1463

11:                                               ; preds = %2
    #dbg_value(ptr %0, !1447, !DIExpression(), !1464)
  tail call void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.11, i64 noundef %1, i64 noundef %9) #13, !dbg !1466
  unreachable, !dbg !1466

12:                                               ; preds = %2
    #dbg_value(ptr %0, !1467, !DIExpression(), !1471)
    #dbg_value(i64 %1, !1470, !DIExpression(), !1471)
  %13 = getelementptr inbounds i32, ptr %5, i64 %1, !dbg !1473
  %14 = load i32, ptr %13, align 4, !dbg !1474, !tbaa !1475
  ret i32 %14, !dbg !1477
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z5stagei(i32 noundef %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !dbg !1478 {
  %2 = alloca %"class.std::vector", align 8
    #dbg_value(i32 %0, !1480, !DIExpression(), !1503)
    #dbg_value(ptr @.str, !1481, !DIExpression(), !1503)
  switch i32 %0, label %86 [
    i32 1, label %3
    i32 2, label %9
    i32 3, label %24
  ], !dbg !1504

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #14, !dbg !1506
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @.str.1)
          to label %26 unwind label %5, !dbg !1508

5:                                                ; preds = %3
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1509
  tail call void @__cxa_free_exception(ptr %4) #14, !dbg !1506
  br label %33, !dbg !1506

7:                                                ; preds = %26
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1509
  br label %33, !dbg !1509

9:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #14, !dbg !1510
    #dbg_value(ptr undef, !1512, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1518)
    #dbg_value(i64 3, !1512, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1518)
    #dbg_value(ptr %2, !1515, !DIExpression(), !1518)
    #dbg_value(ptr undef, !1517, !DIExpression(), !1518)
    #dbg_value(ptr %2, !1520, !DIExpression(), !1525)
    #dbg_value(ptr undef, !1523, !DIExpression(), !1525)
    #dbg_value(ptr %2, !1527, !DIExpression(), !1532)
    #dbg_value(ptr undef, !1530, !DIExpression(), !1532)
    #dbg_value(ptr %2, !1534, !DIExpression(), !1538)
    #dbg_value(i8 undef, !1540, !DIExpression(), !1558)
    #dbg_value(ptr %2, !1553, !DIExpression(), !1558)
    #dbg_value(ptr undef, !1554, !DIExpression(), !1558)
    #dbg_value(ptr undef, !1555, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1558)
    #dbg_value(i64 12, !1556, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1558)
    #dbg_value(ptr %2, !1561, !DIExpression(), !1565)
    #dbg_value(i64 12, !1564, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1565)
    #dbg_value(ptr %2, !1567, !DIExpression(), !1571)
    #dbg_value(i64 12, !1570, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1571)
    #dbg_value(ptr %2, !1573, !DIExpression(), !1579)
    #dbg_value(i64 12, !1576, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1579)
    #dbg_value(ptr null, !1577, !DIExpression(), !1579)
  %10 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #15
          to label %13 unwind label %11, !dbg !1581

11:                                               ; preds = %9
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1582
    #dbg_value(ptr %2, !1583, !DIExpression(), !1586)
    #dbg_value(ptr %2, !1588, !DIExpression(), !1593)
    #dbg_value(ptr null, !1591, !DIExpression(), !1593)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !1592, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1593)
  br label %22, !dbg !1596

13:                                               ; preds = %9
  store ptr %10, ptr %2, align 8, !dbg !1597, !tbaa !1460
  %14 = getelementptr inbounds i8, ptr %10, i64 12, !dbg !1598
  %15 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !1599
  store ptr %14, ptr %15, align 8, !dbg !1600, !tbaa !1601
    #dbg_value(ptr undef, !1602, !DIExpression(), !1614)
    #dbg_value(ptr undef, !1608, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1614)
    #dbg_value(ptr %10, !1609, !DIExpression(), !1614)
    #dbg_value(ptr %2, !1610, !DIExpression(), !1614)
    #dbg_value(ptr undef, !1616, !DIExpression(), !1626)
    #dbg_value(ptr undef, !1621, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1626)
    #dbg_value(ptr %10, !1622, !DIExpression(), !1626)
    #dbg_value(i8 1, !1623, !DIExpression(), !1626)
    #dbg_value(i8 1, !1624, !DIExpression(), !1626)
    #dbg_value(ptr undef, !1628, !DIExpression(), !1637)
    #dbg_value(ptr undef, !1635, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1637)
    #dbg_value(ptr %10, !1636, !DIExpression(), !1637)
    #dbg_value(ptr undef, !1639, !DIExpression(), !1648)
    #dbg_value(ptr undef, !1643, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1648)
    #dbg_value(ptr %10, !1644, !DIExpression(), !1648)
    #dbg_value(ptr undef, !1650, !DIExpression(), !1657)
    #dbg_value(ptr undef, !1653, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1657)
    #dbg_value(ptr %10, !1654, !DIExpression(), !1657)
    #dbg_value(ptr undef, !1659, !DIExpression(), !1664)
    #dbg_value(ptr undef, !1662, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1664)
    #dbg_value(ptr %10, !1663, !DIExpression(), !1664)
    #dbg_value(ptr undef, !1666, !DIExpression(), !1671)
    #dbg_value(ptr undef, !1669, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1671)
    #dbg_value(ptr %10, !1670, !DIExpression(), !1671)
    #dbg_value(ptr undef, !1673, !DIExpression(), !1692)
    #dbg_value(ptr undef, !1687, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1692)
    #dbg_value(ptr %10, !1688, !DIExpression(), !1692)
    #dbg_value(i64 12, !1689, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1692)
  store <2 x i32> <i32 1, i32 2>, ptr %10, align 4, !dbg !1694
  %16 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1694
  store i32 3, ptr %16, align 4, !dbg !1694
  %17 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1696
  store ptr %14, ptr %17, align 8, !dbg !1697, !tbaa !1454
  %18 = invoke noundef i32 @_Z2atRKSt6vectorIiSaIiEEm(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 noundef 10)
          to label %19 unwind label %20, !dbg !1698

19:                                               ; preds = %13
    #dbg_value(ptr %2, !1699, !DIExpression(), !1702)
    #dbg_value(ptr %2, !1583, !DIExpression(), !1704)
    #dbg_value(ptr %2, !1588, !DIExpression(), !1707)
    #dbg_value(ptr %10, !1591, !DIExpression(), !1707)
    #dbg_value(i64 12, !1592, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1707)
    #dbg_value(ptr %2, !1709, !DIExpression(), !1714)
    #dbg_value(ptr %10, !1712, !DIExpression(), !1714)
    #dbg_value(i64 12, !1713, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1714)
    #dbg_value(ptr %2, !1717, !DIExpression(), !1722)
    #dbg_value(ptr %10, !1720, !DIExpression(), !1722)
    #dbg_value(i64 12, !1721, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1722)
  tail call void @_ZdlPvm(ptr noundef nonnull %10, i64 noundef 12) #16, !dbg !1724
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14, !dbg !1725
  br label %86, !dbg !1725

20:                                               ; preds = %13
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1726
    #dbg_value(ptr %2, !1699, !DIExpression(), !1727)
    #dbg_value(ptr %2, !1583, !DIExpression(), !1729)
    #dbg_value(ptr %2, !1588, !DIExpression(), !1731)
    #dbg_value(ptr %10, !1591, !DIExpression(), !1731)
    #dbg_value(i64 12, !1592, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1731)
    #dbg_value(ptr %2, !1709, !DIExpression(), !1733)
    #dbg_value(ptr %10, !1712, !DIExpression(), !1733)
    #dbg_value(i64 12, !1713, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1733)
    #dbg_value(ptr %2, !1717, !DIExpression(), !1735)
    #dbg_value(ptr %10, !1720, !DIExpression(), !1735)
    #dbg_value(i64 12, !1721, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1735)
  tail call void @_ZdlPvm(ptr noundef nonnull %10, i64 noundef 12) #16, !dbg !1737
  br label %22, !dbg !1725

22:                                               ; preds = %11, %20
  %23 = phi { ptr, i32 } [ %21, %20 ], [ %12, %11 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14, !dbg !1725
  br label %33, !dbg !1725

24:                                               ; preds = %1
  %25 = tail call ptr @__cxa_allocate_exception(i64 16) #14, !dbg !1738
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull @.str.2)
          to label %26 unwind label %31, !dbg !1740

26:                                               ; preds = %3, %24
  %27 = phi ptr [ %25, %24 ], [ %4, %3 ]
  %28 = phi ptr [ @_ZTISt13runtime_error, %24 ], [ @_ZTISt16invalid_argument, %3 ]
  %29 = phi ptr [ @_ZNSt13runtime_errorD1Ev, %24 ], [ @_ZNSt16invalid_argumentD1Ev, %3 ]
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull %28, ptr nonnull %29) #13
          to label %30 unwind label %7, !dbg !1741

30:                                               ; preds = %26
  unreachable

31:                                               ; preds = %24
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1742
  tail call void @__cxa_free_exception(ptr %25) #14, !dbg !1738
  br label %33, !dbg !1738

33:                                               ; preds = %31, %22, %7, %5
  %34 = phi { ptr, i32 } [ %8, %7 ], [ %6, %5 ], [ %23, %22 ], [ %32, %31 ]
  %35 = extractvalue { ptr, i32 } %34, 0, !dbg !1743
  %36 = extractvalue { ptr, i32 } %34, 1, !dbg !1743
  %37 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt11logic_error) #14, !dbg !1744
  %38 = icmp eq i32 %36, %37, !dbg !1744
  br i1 %38, label %39, label %60, !dbg !1744

39:                                               ; preds = %33
  %40 = tail call ptr @__cxa_begin_catch(ptr %35) #14, !dbg !1744
    #dbg_value(ptr %40, !1489, !DIExpression(), !1745)
  %41 = load ptr, ptr %40, align 8, !dbg !1746, !tbaa !1748
  %42 = getelementptr inbounds i8, ptr %41, i64 16, !dbg !1746
  %43 = load ptr, ptr %42, align 8, !dbg !1746
  %44 = tail call noundef ptr %43(ptr noundef nonnull align 8 dereferenceable(16) %40) #14, !dbg !1746
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %44), !dbg !1750
  %46 = icmp eq i32 %0, 2, !dbg !1751
  br i1 %46, label %47, label %50, !dbg !1753

47:                                               ; preds = %39
  invoke void @__cxa_rethrow() #13
          to label %98 unwind label %48, !dbg !1754

48:                                               ; preds = %52, %47
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1755
  br label %55, !dbg !1755

50:                                               ; preds = %39
  %51 = tail call ptr @__cxa_allocate_exception(i64 16) #14, !dbg !1756
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %51, ptr noundef nonnull @.str.4)
          to label %52 unwind label %53, !dbg !1757

52:                                               ; preds = %50
  invoke void @__cxa_throw(ptr nonnull %51, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #13
          to label %98 unwind label %48, !dbg !1756

53:                                               ; preds = %50
  %54 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1755
  tail call void @__cxa_free_exception(ptr %51) #14, !dbg !1756
  br label %55, !dbg !1756

55:                                               ; preds = %53, %48
  %56 = phi { ptr, i32 } [ %49, %48 ], [ %54, %53 ]
  invoke void @__cxa_end_catch()
          to label %57 unwind label %95, !dbg !1758

57:                                               ; preds = %55
  %58 = extractvalue { ptr, i32 } %56, 0, !dbg !1755
  %59 = extractvalue { ptr, i32 } %56, 1, !dbg !1755
  br label %60, !dbg !1758

60:                                               ; preds = %57, %33
  %61 = phi i32 [ %59, %57 ], [ %36, %33 ], !dbg !1759
  %62 = phi ptr [ %58, %57 ], [ %35, %33 ], !dbg !1759
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #14, !dbg !1760
  %64 = icmp eq i32 %61, %63, !dbg !1760
  br i1 %64, label %65, label %68, !dbg !1760

65:                                               ; preds = %60
  %66 = tail call ptr @__cxa_begin_catch(ptr %62) #14, !dbg !1761
    #dbg_value(ptr %66, !1499, !DIExpression(), !1503)
  %67 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !1763
  invoke void @__cxa_end_catch()
          to label %86 unwind label %82, !dbg !1765

68:                                               ; preds = %60
  %69 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #14, !dbg !1760
  %70 = icmp eq i32 %61, %69, !dbg !1760
  br i1 %70, label %71, label %89, !dbg !1760

71:                                               ; preds = %68
  %72 = tail call ptr @__cxa_begin_catch(ptr %62) #14, !dbg !1760
    #dbg_value(ptr %72, !1494, !DIExpression(), !1503)
  %73 = load ptr, ptr %72, align 8, !dbg !1766, !tbaa !1748
  %74 = getelementptr inbounds i8, ptr %73, i64 16, !dbg !1766
  %75 = load ptr, ptr %74, align 8, !dbg !1766
  %76 = tail call noundef ptr %75(ptr noundef nonnull align 8 dereferenceable(8) %72) #14, !dbg !1766
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %76), !dbg !1767
  invoke void @__cxa_end_catch()
          to label %86 unwind label %78, !dbg !1761

78:                                               ; preds = %71
  %79 = landingpad { ptr, i32 }
          cleanup, !dbg !1768
  %80 = extractvalue { ptr, i32 } %79, 0, !dbg !1768
  %81 = extractvalue { ptr, i32 } %79, 1, !dbg !1768
  br label %89, !dbg !1761

82:                                               ; preds = %65
  %83 = landingpad { ptr, i32 }
          cleanup, !dbg !1768
  %84 = extractvalue { ptr, i32 } %83, 0, !dbg !1768
  %85 = extractvalue { ptr, i32 } %83, 1, !dbg !1768
  br label %89, !dbg !1765

86:                                               ; preds = %65, %71, %1, %19
  %87 = phi i32 [ %18, %19 ], [ %0, %1 ], [ -1, %71 ], [ -2, %65 ], !dbg !1503
    #dbg_value(ptr undef, !1769, !DIExpression(), !1773)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str), !dbg !1775
  ret i32 %87, !dbg !1768

89:                                               ; preds = %82, %78, %68
  %90 = phi i32 [ %85, %82 ], [ %81, %78 ], [ %61, %68 ], !dbg !1768
  %91 = phi ptr [ %84, %82 ], [ %80, %78 ], [ %62, %68 ], !dbg !1768
    #dbg_value(ptr undef, !1769, !DIExpression(), !1777)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str), !dbg !1779
  %93 = insertvalue { ptr, i32 } poison, ptr %91, 0, !dbg !1768
  %94 = insertvalue { ptr, i32 } %93, i32 %90, 1, !dbg !1768
  resume { ptr, i32 } %94, !dbg !1768

95:                                               ; preds = %55
  %96 = landingpad { ptr, i32 }
          catch ptr null, !dbg !1758
  %97 = extractvalue { ptr, i32 } %96, 0, !dbg !1758
  tail call void @__clang_call_terminate(ptr %97) #17, !dbg !1758
  unreachable, !dbg !1758

98:                                               ; preds = %52, %47
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !744 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #14
  tail call void @_ZSt9terminatev() #17
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 4) i32 @main() local_unnamed_addr #8 personality ptr @__gxx_personality_v0 !dbg !1780 {
    #dbg_value(i32 0, !1782, !DIExpression(), !1791)
    #dbg_value(i32 0, !1783, !DIExpression(), !1792)
    #dbg_value(i32 0, !1782, !DIExpression(), !1791)
    #dbg_value(i32 0, !1783, !DIExpression(), !1792)
  %1 = tail call noundef i32 @_Z5stagei(i32 noundef 0), !dbg !1793
    #dbg_value(i32 %1, !1785, !DIExpression(), !1794)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef %1), !dbg !1795
    #dbg_value(i32 %1, !1782, !DIExpression(), !1791)
    #dbg_value(i32 1, !1783, !DIExpression(), !1792)
  %3 = tail call noundef i32 @_Z5stagei(i32 noundef 1), !dbg !1793
    #dbg_value(i32 %3, !1785, !DIExpression(), !1794)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %3), !dbg !1795
    #dbg_value(!DIArgList(i32 %3, i32 %1), !1782, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1791)
    #dbg_value(i32 2, !1783, !DIExpression(), !1792)
  %5 = tail call noundef i32 @_Z5stagei(i32 noundef 2), !dbg !1793
    #dbg_value(i32 %5, !1785, !DIExpression(), !1794)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %5), !dbg !1795
    #dbg_value(!DIArgList(i32 %5, i32 %3, i32 %1), !1782, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !1791)
    #dbg_value(i32 3, !1783, !DIExpression(), !1792)
  %7 = tail call noundef i32 @_Z5stagei(i32 noundef 3), !dbg !1793
    #dbg_value(i32 %7, !1785, !DIExpression(), !1794)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3, i32 noundef %7), !dbg !1795
    #dbg_value(!DIArgList(i32 %7, i32 %5, i32 %3, i32 %1), !1782, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !1791)
    #dbg_value(i32 4, !1783, !DIExpression(), !1792)
  %9 = tail call noundef i32 @_Z5stagei(i32 noundef 4), !dbg !1793
    #dbg_value(i32 %9, !1785, !DIExpression(), !1794)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4, i32 noundef %9), !dbg !1795
    #dbg_value(!DIArgList(i32 %9, i32 %7, i32 %5, i32 %3, i32 %1), !1782, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !1791)
    #dbg_value(i32 5, !1783, !DIExpression(), !1792)
  %11 = tail call ptr @__cxa_allocate_exception(i64 4) #14, !dbg !1796
  store i32 5, ptr %11, align 16, !dbg !1796, !tbaa !1475
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIi, ptr null) #13
          to label %43 unwind label %12, !dbg !1796

12:                                               ; preds = %0
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !1798
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !1798
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !1798
  %16 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #14, !dbg !1799
  %17 = icmp eq i32 %15, %16, !dbg !1799
  br i1 %17, label %18, label %26, !dbg !1799

18:                                               ; preds = %12
  %19 = tail call ptr @__cxa_begin_catch(ptr %14) #14, !dbg !1799
  %20 = load i32, ptr %19, align 4, !dbg !1799, !tbaa !1475
    #dbg_value(i32 %20, !1788, !DIExpression(), !1800)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %20), !dbg !1801
  invoke void @__cxa_rethrow() #13
          to label %43 unwind label %22, !dbg !1803

22:                                               ; preds = %18
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !1804
  %24 = extractvalue { ptr, i32 } %23, 0, !dbg !1804
  %25 = extractvalue { ptr, i32 } %23, 1, !dbg !1804
  tail call void @__cxa_end_catch() #14, !dbg !1805
  br label %26, !dbg !1805

26:                                               ; preds = %22, %12
  %27 = phi ptr [ %24, %22 ], [ %14, %12 ], !dbg !1806
  %28 = phi i32 [ %25, %22 ], [ %15, %12 ], !dbg !1806
  %29 = phi { ptr, i32 } [ %23, %22 ], [ %13, %12 ], !dbg !1807
  %30 = icmp eq i32 %28, %16, !dbg !1807
  br i1 %30, label %31, label %42, !dbg !1807

31:                                               ; preds = %26
  %32 = add nsw i32 %3, %1, !dbg !1808
    #dbg_value(!DIArgList(i32 %9, i32 %7, i32 %5, i32 %32), !1782, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !1791)
  %33 = add nsw i32 %5, %32, !dbg !1808
    #dbg_value(!DIArgList(i32 %9, i32 %7, i32 %33), !1782, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !1791)
  %34 = add nsw i32 %7, %33, !dbg !1808
    #dbg_value(!DIArgList(i32 %9, i32 %34), !1782, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1791)
  %35 = add nsw i32 %9, %34, !dbg !1808
    #dbg_value(i32 %35, !1782, !DIExpression(), !1791)
  %36 = tail call ptr @__cxa_begin_catch(ptr %27) #14, !dbg !1807
  %37 = load i32, ptr %36, align 4, !dbg !1807, !tbaa !1475
    #dbg_value(i32 %37, !1790, !DIExpression(), !1791)
  %38 = add nsw i32 %37, %35, !dbg !1809
    #dbg_value(i32 %38, !1782, !DIExpression(), !1791)
  tail call void @__cxa_end_catch() #14, !dbg !1811
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %38), !dbg !1812
  %40 = icmp eq i32 %38, 5, !dbg !1813
  %41 = select i1 %40, i32 0, i32 3, !dbg !1814
  ret i32 %41, !dbg !1815

42:                                               ; preds = %26
  resume { ptr, i32 } %29, !dbg !1816

43:                                               ; preds = %18, %0
  unreachable
}

; Function Attrs: noreturn
declare !dbg !1817 void @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef, ...) local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nofree nounwind }
attributes #13 = { noreturn }
attributes #14 = { nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }
attributes #17 = { noreturn nounwind }

!llvm.dbg.cu = !{!53}
!llvm.module.flags = !{!1418, !1419, !1420, !1421, !1422, !1423, !1424, !1425}
!llvm.ident = !{!1426}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/eh_rethrow.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "421a6f65f427ed0ea562b92b4087be05")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7}
!7 = !DISubrange(count: 6)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 8)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !10, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 17)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 10)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 21)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 16)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 23)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !22, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 5)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !49, line: 1153, type: !50, isLocal: true, isDefinition: true)
!49 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 592, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 74)
!53 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !54, globals: !577, imports: !588, splitDebugInlining: false, nameTableKind: None)
!54 = !{!55, !58, !59, !63, !60, !65, !67, !94, !100, !384, !68, !71, !74, !193}
!55 = !DICompositeType(tag: DW_TAG_class_type, name: "invalid_argument", scope: !57, file: !56, line: 168, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16invalid_argument")
!56 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/stdexcept", directory: "")
!57 = !DINamespace(name: "std", scope: null)
!58 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !57, file: !56, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !49, line: 458, baseType: !60, flags: DIFlagPublic)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !57, file: !61, line: 298, baseType: !62)
!61 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/aarch64-linux-gnu/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "fd0c235258299de84551be61e6e8eb87")
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !68, file: !49, line: 444, baseType: !77)
!68 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<int, std::allocator<int> >", scope: !57, file: !49, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !69, templateParams: !575, identifier: "_ZTSSt6vectorIiSaIiEE")
!69 = !{!70, !287, !306, !322, !323, !328, !331, !334, !338, !344, !347, !353, !358, !362, !372, !375, !378, !381, !410, !411, !415, !418, !421, !424, !427, !433, !439, !440, !441, !446, !451, !452, !453, !454, !455, !456, !457, !460, !461, !464, !465, !466, !467, !470, !471, !479, !486, !489, !490, !491, !494, !497, !498, !499, !502, !505, !508, !512, !513, !516, !519, !522, !525, !528, !531, !534, !535, !536, !537, !538, !541, !542, !545, !546, !547, !552, !555, !560, !563, !566, !569, !572}
!70 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !68, baseType: !71, flags: DIFlagProtected, extraData: i32 0)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<int, std::allocator<int> >", scope: !57, file: !49, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !72, templateParams: !286, identifier: "_ZTSSt12_Vector_baseIiSaIiEE")
!72 = !{!73, !237, !242, !247, !251, !254, !259, !262, !265, !269, !272, !275, !278, !279, !282, !285}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !71, file: !49, line: 371, baseType: !74, size: 192)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !71, file: !49, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !75, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE12_Vector_implE")
!75 = !{!76, !192, !217, !221, !226, !230, !234}
!76 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !74, baseType: !77, extraData: i32 0)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !71, file: !49, line: 88, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !80, file: !79, line: 120, baseType: !191)
!79 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/ext/alloc_traits.h", directory: "")
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<int>", scope: !81, file: !79, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !190, templateParams: !139, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiE6rebindIiEE")
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<int>, int>", scope: !82, file: !79, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !83, templateParams: !188, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiEE")
!82 = !DINamespace(name: "__gnu_cxx", scope: null)
!83 = !{!84, !174, !177, !180, !184, !185, !186, !187}
!84 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !81, baseType: !85, extraData: i32 0)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<int> >", scope: !57, file: !86, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !87, templateParams: !172, identifier: "_ZTSSt16allocator_traitsISaIiEE")
!86 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!87 = !{!88, !156, !160, !163, !169}
!88 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !85, file: !86, line: 463, type: !89, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{!91, !92, !155}
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !85, file: !86, line: 420, baseType: !65)
!92 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !85, file: !86, line: 414, baseType: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<int>", scope: !57, file: !95, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !96, templateParams: !139, identifier: "_ZTSSaIiE")
!95 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!96 = !{!97, !141, !145, !150, !154}
!97 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !94, baseType: !98, flags: DIFlagPublic, extraData: i32 0)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<int>", scope: !57, file: !99, line: 47, baseType: !100)
!99 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/aarch64-linux-gnu/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!100 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<int>", scope: !57, file: !101, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !102, templateParams: !139, identifier: "_ZTSSt15__new_allocatorIiE")
!101 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!102 = !{!103, !107, !112, !113, !120, !128, !132, !135, !138}
!103 = !DISubprogram(name: "__new_allocator", scope: !100, file: !101, line: 80, type: !104, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{null, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!107 = !DISubprogram(name: "__new_allocator", scope: !100, file: !101, line: 83, type: !108, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{null, !106, !110}
!110 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!112 = !DISubprogram(name: "~__new_allocator", scope: !100, file: !101, line: 90, type: !104, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERi", scope: !100, file: !101, line: 93, type: !114, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{!116, !117, !118}
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !100, file: !101, line: 63, baseType: !65, flags: DIFlagPublic)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !100, file: !101, line: 65, baseType: !119, flags: DIFlagPublic)
!119 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !66, size: 64)
!120 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERKi", scope: !100, file: !101, line: 97, type: !121, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!123, !117, !126}
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !100, file: !101, line: 64, baseType: !124, flags: DIFlagPublic)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !100, file: !101, line: 66, baseType: !127, flags: DIFlagPublic)
!127 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !125, size: 64)
!128 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !100, file: !101, line: 112, type: !129, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!65, !106, !131, !63}
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !101, line: 60, baseType: !60, flags: DIFlagPublic)
!132 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !100, file: !101, line: 142, type: !133, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !106, !65, !131}
!135 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !100, file: !101, line: 167, type: !136, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DISubroutineType(types: !137)
!137 = !{!131, !117}
!138 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !100, file: !101, line: 210, type: !136, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !{!140}
!140 = !DITemplateTypeParameter(name: "_Tp", type: !66)
!141 = !DISubprogram(name: "allocator", scope: !94, file: !95, line: 156, type: !142, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !144}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!145 = !DISubprogram(name: "allocator", scope: !94, file: !95, line: 159, type: !146, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !144, !148}
!148 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!150 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIiEaSERKS_", scope: !94, file: !95, line: 164, type: !151, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!153, !144, !148}
!153 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !94, size: 64)
!154 = !DISubprogram(name: "~allocator", scope: !94, file: !95, line: 174, type: !142, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !86, line: 435, baseType: !60)
!156 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_mPKv", scope: !85, file: !86, line: 477, type: !157, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!91, !92, !155, !159}
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !86, line: 429, baseType: !63)
!160 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !85, file: !86, line: 495, type: !161, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !92, !91, !155}
!163 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !85, file: !86, line: 547, type: !164, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!166, !167}
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !85, file: !86, line: 435, baseType: !60)
!167 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!169 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIiEE37select_on_container_copy_constructionERKS0_", scope: !85, file: !86, line: 562, type: !170, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!93, !167}
!172 = !{!173}
!173 = !DITemplateTypeParameter(name: "_Alloc", type: !94)
!174 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE17_S_select_on_copyERKS1_", scope: !81, file: !79, line: 97, type: !175, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{!94, !148}
!177 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE10_S_on_swapERS1_S3_", scope: !81, file: !79, line: 100, type: !178, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !153, !153}
!180 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_copy_assignEv", scope: !81, file: !79, line: 103, type: !181, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!181 = !DISubroutineType(types: !182)
!182 = !{!183}
!183 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!184 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_move_assignEv", scope: !81, file: !79, line: 106, type: !181, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!185 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE20_S_propagate_on_swapEv", scope: !81, file: !79, line: 109, type: !181, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!186 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_always_equalEv", scope: !81, file: !79, line: 112, type: !181, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!187 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_nothrow_moveEv", scope: !81, file: !79, line: 115, type: !181, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!188 = !{!173, !189}
!189 = !DITemplateTypeParameter(type: !66, defaulted: true)
!190 = !{}
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "template rebind_alloc<int>", scope: !85, file: !86, line: 450, baseType: !94)
!192 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !74, baseType: !193, extraData: i32 0)
!193 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !71, file: !49, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !194, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE")
!194 = !{!195, !198, !199, !200, !204, !208, !213}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !193, file: !49, line: 94, baseType: !196, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !71, file: !49, line: 90, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !81, file: !79, line: 57, baseType: !91)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !193, file: !49, line: 95, baseType: !196, size: 64, offset: 64)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !193, file: !49, line: 96, baseType: !196, size: 64, offset: 128)
!200 = !DISubprogram(name: "_Vector_impl_data", scope: !193, file: !49, line: 99, type: !201, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !203}
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!204 = !DISubprogram(name: "_Vector_impl_data", scope: !193, file: !49, line: 105, type: !205, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !203, !207}
!207 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !193, size: 64)
!208 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !193, file: !49, line: 113, type: !209, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !203, !211}
!211 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !212, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !193)
!213 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !193, file: !49, line: 122, type: !214, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !203, !216}
!216 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !193, size: 64)
!217 = !DISubprogram(name: "_Vector_impl", scope: !74, file: !49, line: 137, type: !218, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !220}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!221 = !DISubprogram(name: "_Vector_impl", scope: !74, file: !49, line: 143, type: !222, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !220, !224}
!224 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !225, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !77)
!226 = !DISubprogram(name: "_Vector_impl", scope: !74, file: !49, line: 151, type: !227, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !220, !229}
!229 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !74, size: 64)
!230 = !DISubprogram(name: "_Vector_impl", scope: !74, file: !49, line: 156, type: !231, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !220, !233}
!233 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !77, size: 64)
!234 = !DISubprogram(name: "_Vector_impl", scope: !74, file: !49, line: 161, type: !235, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{null, !220, !233, !229}
!237 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !71, file: !49, line: 298, type: !238, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{!240, !241}
!240 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !77, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!242 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !71, file: !49, line: 303, type: !243, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubroutineType(types: !244)
!244 = !{!224, !245}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!247 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE13get_allocatorEv", scope: !71, file: !49, line: 308, type: !248, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!250, !245}
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !71, file: !49, line: 294, baseType: !94)
!251 = !DISubprogram(name: "_Vector_base", scope: !71, file: !49, line: 312, type: !252, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{null, !241}
!254 = !DISubprogram(name: "_Vector_base", scope: !71, file: !49, line: 318, type: !255, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DISubroutineType(types: !256)
!256 = !{null, !241, !257}
!257 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !258, size: 64)
!258 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !250)
!259 = !DISubprogram(name: "_Vector_base", scope: !71, file: !49, line: 324, type: !260, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !241, !60}
!262 = !DISubprogram(name: "_Vector_base", scope: !71, file: !49, line: 330, type: !263, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{null, !241, !60, !257}
!265 = !DISubprogram(name: "_Vector_base", scope: !71, file: !49, line: 335, type: !266, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !241, !268}
!268 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !71, size: 64)
!269 = !DISubprogram(name: "_Vector_base", scope: !71, file: !49, line: 340, type: !270, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !241, !233}
!272 = !DISubprogram(name: "_Vector_base", scope: !71, file: !49, line: 344, type: !273, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !241, !268, !257}
!275 = !DISubprogram(name: "_Vector_base", scope: !71, file: !49, line: 358, type: !276, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{null, !241, !257, !268}
!278 = !DISubprogram(name: "~_Vector_base", scope: !71, file: !49, line: 364, type: !252, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !71, file: !49, line: 375, type: !280, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!196, !241, !60}
!282 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !71, file: !49, line: 383, type: !283, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{null, !241, !196, !60}
!285 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !71, file: !49, line: 393, type: !260, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !{!140, !173}
!287 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !68, file: !49, line: 465, type: !288, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{!183, !290}
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !57, file: !291, line: 82, baseType: !292)
!291 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/type_traits", directory: "")
!292 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !57, file: !291, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !293, templateParams: !303, identifier: "_ZTSSt17integral_constantIbLb1EE")
!293 = !{!294, !296, !302}
!294 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !292, file: !291, line: 64, baseType: !295, flags: DIFlagStaticMember, extraData: i1 true)
!295 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !183)
!296 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !292, file: !291, line: 67, type: !297, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{!299, !300}
!299 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !292, file: !291, line: 65, baseType: !183)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !292)
!302 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !292, file: !291, line: 72, type: !297, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !{!304, !305}
!304 = !DITemplateTypeParameter(name: "_Tp", type: !183)
!305 = !DITemplateValueParameter(name: "__v", type: !183, value: i1 true)
!306 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !68, file: !49, line: 474, type: !307, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!307 = !DISubroutineType(types: !308)
!308 = !{!183, !309}
!309 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !57, file: !291, line: 85, baseType: !310)
!310 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !57, file: !291, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !311, templateParams: !320, identifier: "_ZTSSt17integral_constantIbLb0EE")
!311 = !{!312, !313, !319}
!312 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !310, file: !291, line: 64, baseType: !295, flags: DIFlagStaticMember, extraData: i1 false)
!313 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !310, file: !291, line: 67, type: !314, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DISubroutineType(types: !315)
!315 = !{!316, !317}
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !310, file: !291, line: 65, baseType: !183)
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !310)
!319 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !310, file: !291, line: 72, type: !314, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !{!304, !321}
!321 = !DITemplateValueParameter(name: "__v", type: !183, value: i1 false)
!322 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIiSaIiEE15_S_use_relocateEv", scope: !68, file: !49, line: 478, type: !181, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!323 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !68, file: !49, line: 487, type: !324, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!324 = !DISubroutineType(types: !325)
!325 = !{!326, !326, !326, !326, !327, !290}
!326 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !68, file: !49, line: 449, baseType: !196, flags: DIFlagPublic)
!327 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !67, size: 64)
!328 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb0EE", scope: !68, file: !49, line: 494, type: !329, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!329 = !DISubroutineType(types: !330)
!330 = !{!326, !326, !326, !326, !327, !309}
!331 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !68, file: !49, line: 499, type: !332, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!332 = !DISubroutineType(types: !333)
!333 = !{!326, !326, !326, !326, !327}
!334 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 526, type: !335, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{null, !337}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!338 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 537, type: !339, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{null, !337, !341}
!341 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !342, size: 64)
!342 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !343)
!343 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !68, file: !49, line: 460, baseType: !94, flags: DIFlagPublic)
!344 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 551, type: !345, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{null, !337, !59, !341}
!347 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 564, type: !348, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !337, !59, !350, !341}
!350 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !351, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !352)
!352 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !68, file: !49, line: 448, baseType: !66, flags: DIFlagPublic)
!353 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 596, type: !354, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{null, !337, !356}
!356 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !357, size: 64)
!357 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!358 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 615, type: !359, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{null, !337, !361}
!361 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !68, size: 64)
!362 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 619, type: !363, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DISubroutineType(types: !364)
!364 = !{null, !337, !356, !365}
!365 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !366, size: 64)
!366 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !367)
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<allocator_type>", scope: !57, file: !291, line: 128, baseType: !368)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !369, file: !291, line: 125, baseType: !94)
!369 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<int> >", scope: !57, file: !291, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !190, templateParams: !370, identifier: "_ZTSSt15__type_identityISaIiEE")
!370 = !{!371}
!371 = !DITemplateTypeParameter(name: "_Type", type: !94)
!372 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 630, type: !373, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{null, !337, !361, !341, !290}
!375 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 635, type: !376, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubroutineType(types: !377)
!377 = !{null, !337, !361, !341, !309}
!378 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 654, type: !379, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubroutineType(types: !380)
!380 = !{null, !337, !361, !365}
!381 = !DISubprogram(name: "vector", scope: !68, file: !49, line: 673, type: !382, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubroutineType(types: !383)
!383 = !{null, !337, !384, !341}
!384 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<int>", scope: !57, file: !385, line: 47, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !386, templateParams: !408, identifier: "_ZTSSt16initializer_listIiE")
!385 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/initializer_list", directory: "")
!386 = !{!387, !389, !391, !396, !399, !404, !407}
!387 = !DIDerivedType(tag: DW_TAG_member, name: "_M_array", scope: !384, file: !385, line: 58, baseType: !388, size: 64)
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !384, file: !385, line: 54, baseType: !124, flags: DIFlagPublic)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "_M_len", scope: !384, file: !385, line: 59, baseType: !390, size: 64, offset: 64)
!390 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !385, line: 53, baseType: !60, flags: DIFlagPublic)
!391 = !DISubprogram(name: "initializer_list", scope: !384, file: !385, line: 62, type: !392, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DISubroutineType(types: !393)
!393 = !{null, !394, !395, !390}
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!395 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !384, file: !385, line: 55, baseType: !124, flags: DIFlagPublic)
!396 = !DISubprogram(name: "initializer_list", scope: !384, file: !385, line: 66, type: !397, scopeLine: 66, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubroutineType(types: !398)
!398 = !{null, !394}
!399 = !DISubprogram(name: "size", linkageName: "_ZNKSt16initializer_listIiE4sizeEv", scope: !384, file: !385, line: 71, type: !400, scopeLine: 71, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{!390, !402}
!402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !403, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !384)
!404 = !DISubprogram(name: "begin", linkageName: "_ZNKSt16initializer_listIiE5beginEv", scope: !384, file: !385, line: 75, type: !405, scopeLine: 75, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{!395, !402}
!407 = !DISubprogram(name: "end", linkageName: "_ZNKSt16initializer_listIiE3endEv", scope: !384, file: !385, line: 79, type: !405, scopeLine: 79, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !{!409}
!409 = !DITemplateTypeParameter(name: "_E", type: !66)
!410 = !DISubprogram(name: "~vector", scope: !68, file: !49, line: 728, type: !335, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSERKS1_", scope: !68, file: !49, line: 746, type: !412, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{!414, !337, !356}
!414 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !68, size: 64)
!415 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSEOS1_", scope: !68, file: !49, line: 761, type: !416, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubroutineType(types: !417)
!417 = !{!414, !337, !361}
!418 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSESt16initializer_listIiE", scope: !68, file: !49, line: 783, type: !419, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubroutineType(types: !420)
!420 = !{!414, !337, !384}
!421 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignEmRKi", scope: !68, file: !49, line: 803, type: !422, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !337, !59, !350}
!424 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignESt16initializer_listIiE", scope: !68, file: !49, line: 850, type: !425, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{null, !337, !384}
!427 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !68, file: !49, line: 868, type: !428, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DISubroutineType(types: !429)
!429 = !{!430, !337}
!430 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !68, file: !49, line: 453, baseType: !431, flags: DIFlagPublic)
!431 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<int *, std::vector<int, std::allocator<int> > >", scope: !82, file: !432, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEE")
!432 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!433 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIiSaIiEE5beginEv", scope: !68, file: !49, line: 878, type: !434, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubroutineType(types: !435)
!435 = !{!436, !438}
!436 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !68, file: !49, line: 455, baseType: !437, flags: DIFlagPublic)
!437 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const int *, std::vector<int, std::allocator<int> > >", scope: !82, file: !432, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEE")
!438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !357, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!439 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !68, file: !49, line: 888, type: !428, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIiSaIiEE3endEv", scope: !68, file: !49, line: 898, type: !434, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIiSaIiEE6rbeginEv", scope: !68, file: !49, line: 908, type: !442, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{!444, !337}
!444 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !68, file: !49, line: 457, baseType: !445, flags: DIFlagPublic)
!445 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<int *, std::vector<int, std::allocator<int> > > >", scope: !57, file: !432, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEE")
!446 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6rbeginEv", scope: !68, file: !49, line: 918, type: !447, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DISubroutineType(types: !448)
!448 = !{!449, !438}
!449 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !68, file: !49, line: 456, baseType: !450, flags: DIFlagPublic)
!450 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const int *, std::vector<int, std::allocator<int> > > >", scope: !57, file: !432, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEEE")
!451 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIiSaIiEE4rendEv", scope: !68, file: !49, line: 928, type: !442, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIiSaIiEE4rendEv", scope: !68, file: !49, line: 938, type: !447, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!453 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6cbeginEv", scope: !68, file: !49, line: 949, type: !434, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIiSaIiEE4cendEv", scope: !68, file: !49, line: 959, type: !434, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIiSaIiEE7crbeginEv", scope: !68, file: !49, line: 969, type: !447, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIiSaIiEE5crendEv", scope: !68, file: !49, line: 979, type: !447, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !68, file: !49, line: 987, type: !458, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubroutineType(types: !459)
!459 = !{!59, !438}
!460 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !68, file: !49, line: 993, type: !458, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEm", scope: !68, file: !49, line: 1008, type: !462, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!462 = !DISubroutineType(types: !463)
!463 = !{null, !337, !59}
!464 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEmRKi", scope: !68, file: !49, line: 1029, type: !422, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE13shrink_to_fitEv", scope: !68, file: !49, line: 1063, type: !335, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !68, file: !49, line: 1073, type: !458, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIiSaIiEE5emptyEv", scope: !68, file: !49, line: 1083, type: !468, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubroutineType(types: !469)
!469 = !{!183, !438}
!470 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !68, file: !49, line: 1105, type: !462, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !68, file: !49, line: 1121, type: !472, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DISubroutineType(types: !473)
!473 = !{!474, !337, !59}
!474 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !68, file: !49, line: 451, baseType: !475, flags: DIFlagPublic)
!475 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !81, file: !79, line: 62, baseType: !476)
!476 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !477, size: 64)
!477 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !81, file: !79, line: 56, baseType: !478)
!478 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !85, file: !86, line: 417, baseType: !66)
!479 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !68, file: !49, line: 1140, type: !480, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DISubroutineType(types: !481)
!481 = !{!482, !438, !59}
!482 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !68, file: !49, line: 452, baseType: !483, flags: DIFlagPublic)
!483 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !81, file: !79, line: 63, baseType: !484)
!484 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !485, size: 64)
!485 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !477)
!486 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !68, file: !49, line: 1150, type: !487, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!487 = !DISubroutineType(types: !488)
!488 = !{null, !438, !59}
!489 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIiSaIiEE2atEm", scope: !68, file: !49, line: 1173, type: !472, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !68, file: !49, line: 1192, type: !480, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIiSaIiEE5frontEv", scope: !68, file: !49, line: 1204, type: !492, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DISubroutineType(types: !493)
!493 = !{!474, !337}
!494 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIiSaIiEE5frontEv", scope: !68, file: !49, line: 1216, type: !495, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!495 = !DISubroutineType(types: !496)
!496 = !{!482, !438}
!497 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIiSaIiEE4backEv", scope: !68, file: !49, line: 1228, type: !492, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIiSaIiEE4backEv", scope: !68, file: !49, line: 1240, type: !495, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIiSaIiEE4dataEv", scope: !68, file: !49, line: 1255, type: !500, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DISubroutineType(types: !501)
!501 = !{!65, !337}
!502 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIiSaIiEE4dataEv", scope: !68, file: !49, line: 1260, type: !503, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubroutineType(types: !504)
!504 = !{!124, !438}
!505 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backERKi", scope: !68, file: !49, line: 1276, type: !506, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{null, !337, !350}
!508 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !68, file: !49, line: 1293, type: !509, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{null, !337, !511}
!511 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !352, size: 64)
!512 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIiSaIiEE8pop_backEv", scope: !68, file: !49, line: 1317, type: !335, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EERS4_", scope: !68, file: !49, line: 1357, type: !514, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DISubroutineType(types: !515)
!515 = !{!430, !337, !436, !350}
!516 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !68, file: !49, line: 1388, type: !517, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DISubroutineType(types: !518)
!518 = !{!430, !337, !436, !511}
!519 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EESt16initializer_listIiE", scope: !68, file: !49, line: 1406, type: !520, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubroutineType(types: !521)
!521 = !{!430, !337, !436, !384}
!522 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEmRS4_", scope: !68, file: !49, line: 1432, type: !523, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DISubroutineType(types: !524)
!524 = !{!430, !337, !436, !59, !350}
!525 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EE", scope: !68, file: !49, line: 1529, type: !526, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubroutineType(types: !527)
!527 = !{!430, !337, !436}
!528 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EES6_", scope: !68, file: !49, line: 1557, type: !529, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(types: !530)
!530 = !{!430, !337, !436, !436}
!531 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIiSaIiEE4swapERS1_", scope: !68, file: !49, line: 1581, type: !532, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubroutineType(types: !533)
!533 = !{null, !337, !414}
!534 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIiSaIiEE5clearEv", scope: !68, file: !49, line: 1600, type: !335, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!535 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !68, file: !49, line: 1699, type: !422, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !68, file: !49, line: 1710, type: !462, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!537 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_assignEmRKi", scope: !68, file: !49, line: 1757, type: !422, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!538 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPiS1_EEmRKi", scope: !68, file: !49, line: 1801, type: !539, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!539 = !DISubroutineType(types: !540)
!540 = !{null, !337, !430, !59, !350}
!541 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIiSaIiEE17_M_default_appendEm", scope: !68, file: !49, line: 1807, type: !462, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!542 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE16_M_shrink_to_fitEv", scope: !68, file: !49, line: 1811, type: !543, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!543 = !DISubroutineType(types: !544)
!544 = !{!183, !337}
!545 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIiSaIiEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !68, file: !49, line: 1873, type: !517, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!546 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIiSaIiEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !68, file: !49, line: 1884, type: !517, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!547 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !68, file: !49, line: 1891, type: !548, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!548 = !DISubroutineType(types: !549)
!549 = !{!550, !438, !59, !551}
!550 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !68, file: !49, line: 458, baseType: !60, flags: DIFlagPublic)
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!552 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !68, file: !49, line: 1902, type: !553, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!553 = !DISubroutineType(types: !554)
!554 = !{!550, !59, !341}
!555 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !68, file: !49, line: 1911, type: !556, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!556 = !DISubroutineType(types: !557)
!557 = !{!550, !558}
!558 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !559, size: 64)
!559 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!560 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIiSaIiEE15_M_erase_at_endEPi", scope: !68, file: !49, line: 1928, type: !561, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!561 = !DISubroutineType(types: !562)
!562 = !{null, !337, !326}
!563 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EE", scope: !68, file: !49, line: 1941, type: !564, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DISubroutineType(types: !565)
!565 = !{!430, !337, !430}
!566 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EES5_", scope: !68, file: !49, line: 1945, type: !567, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!567 = !DISubroutineType(types: !568)
!568 = !{!430, !337, !430, !430}
!569 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !68, file: !49, line: 1954, type: !570, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!570 = !DISubroutineType(types: !571)
!571 = !{null, !337, !361, !290}
!572 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !68, file: !49, line: 1966, type: !573, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!573 = !DISubroutineType(types: !574)
!574 = !{null, !337, !361, !309}
!575 = !{!140, !576}
!576 = !DITemplateTypeParameter(name: "_Alloc", type: !94, defaulted: true)
!577 = !{!0, !8, !13, !15, !20, !25, !578, !30, !35, !40, !42, !47, !583}
!578 = !DIGlobalVariableExpression(var: !579, expr: !DIExpression())
!579 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !580, isLocal: true, isDefinition: true)
!580 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !581)
!581 = !{!582}
!582 = !DISubrange(count: 13)
!583 = !DIGlobalVariableExpression(var: !584, expr: !DIExpression())
!584 = distinct !DIGlobalVariable(scope: null, file: !49, line: 1906, type: !585, isLocal: true, isDefinition: true)
!585 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !586)
!586 = !{!587}
!587 = !DISubrange(count: 49)
!588 = !{!589, !650, !656, !661, !665, !667, !669, !671, !673, !680, !685, !690, !694, !698, !702, !707, !711, !713, !717, !723, !727, !732, !734, !739, !743, !747, !749, !753, !757, !759, !763, !765, !767, !771, !775, !779, !783, !787, !791, !793, !807, !811, !815, !819, !821, !823, !827, !831, !832, !833, !834, !835, !836, !840, !844, !862, !865, !870, !877, !885, !889, !896, !900, !904, !906, !908, !912, !918, !922, !928, !934, !936, !940, !944, !948, !952, !956, !958, !962, !966, !970, !972, !976, !980, !984, !986, !988, !992, !1000, !1004, !1008, !1012, !1014, !1020, !1022, !1029, !1034, !1038, !1042, !1046, !1050, !1054, !1056, !1058, !1062, !1066, !1070, !1072, !1076, !1080, !1082, !1084, !1088, !1093, !1098, !1103, !1104, !1105, !1106, !1107, !1108, !1109, !1110, !1111, !1112, !1113, !1118, !1122, !1125, !1128, !1131, !1133, !1135, !1137, !1140, !1143, !1146, !1149, !1152, !1154, !1159, !1162, !1165, !1168, !1170, !1172, !1174, !1176, !1179, !1182, !1185, !1188, !1191, !1193, !1197, !1201, !1206, !1210, !1212, !1214, !1216, !1218, !1220, !1222, !1224, !1226, !1228, !1230, !1232, !1234, !1236, !1240, !1244, !1248, !1254, !1258, !1262, !1267, !1269, !1274, !1276, !1280, !1289, !1291, !1295, !1299, !1303, !1307, !1311, !1315, !1319, !1323, !1327, !1331, !1335, !1337, !1339, !1343, !1347, !1353, !1357, !1361, !1363, !1367, !1371, !1377, !1379, !1383, !1387, !1391, !1395, !1399, !1403, !1407, !1408, !1409, !1410, !1412, !1413, !1414, !1415, !1416, !1417}
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !590, file: !649, line: 98)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !591, line: 7, baseType: !592)
!591 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!592 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !593, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !594, identifier: "_ZTS8_IO_FILE")
!593 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!594 = !{!595, !596, !598, !599, !600, !601, !602, !603, !604, !605, !606, !607, !608, !611, !613, !614, !615, !619, !621, !623, !627, !630, !632, !635, !638, !639, !641, !644, !645}
!595 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !592, file: !593, line: 51, baseType: !66, size: 32)
!596 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !592, file: !593, line: 54, baseType: !597, size: 64, offset: 64)
!597 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!598 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !592, file: !593, line: 55, baseType: !597, size: 64, offset: 128)
!599 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !592, file: !593, line: 56, baseType: !597, size: 64, offset: 192)
!600 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !592, file: !593, line: 57, baseType: !597, size: 64, offset: 256)
!601 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !592, file: !593, line: 58, baseType: !597, size: 64, offset: 320)
!602 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !592, file: !593, line: 59, baseType: !597, size: 64, offset: 384)
!603 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !592, file: !593, line: 60, baseType: !597, size: 64, offset: 448)
!604 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !592, file: !593, line: 61, baseType: !597, size: 64, offset: 512)
!605 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !592, file: !593, line: 64, baseType: !597, size: 64, offset: 576)
!606 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !592, file: !593, line: 65, baseType: !597, size: 64, offset: 640)
!607 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !592, file: !593, line: 66, baseType: !597, size: 64, offset: 704)
!608 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !592, file: !593, line: 68, baseType: !609, size: 64, offset: 768)
!609 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !610, size: 64)
!610 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !593, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!611 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !592, file: !593, line: 70, baseType: !612, size: 64, offset: 832)
!612 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !592, size: 64)
!613 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !592, file: !593, line: 72, baseType: !66, size: 32, offset: 896)
!614 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !592, file: !593, line: 73, baseType: !66, size: 32, offset: 928)
!615 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !592, file: !593, line: 74, baseType: !616, size: 64, offset: 960)
!616 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !617, line: 152, baseType: !618)
!617 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!618 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!619 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !592, file: !593, line: 77, baseType: !620, size: 16, offset: 1024)
!620 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!621 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !592, file: !593, line: 78, baseType: !622, size: 8, offset: 1040)
!622 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!623 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !592, file: !593, line: 79, baseType: !624, size: 8, offset: 1048)
!624 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !625)
!625 = !{!626}
!626 = !DISubrange(count: 1)
!627 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !592, file: !593, line: 81, baseType: !628, size: 64, offset: 1088)
!628 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !629, size: 64)
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !593, line: 43, baseType: null)
!630 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !592, file: !593, line: 89, baseType: !631, size: 64, offset: 1152)
!631 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !617, line: 153, baseType: !618)
!632 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !592, file: !593, line: 91, baseType: !633, size: 64, offset: 1216)
!633 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !634, size: 64)
!634 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !593, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!635 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !592, file: !593, line: 92, baseType: !636, size: 64, offset: 1280)
!636 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !637, size: 64)
!637 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !593, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!638 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !592, file: !593, line: 93, baseType: !612, size: 64, offset: 1344)
!639 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !592, file: !593, line: 94, baseType: !640, size: 64, offset: 1408)
!640 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!641 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !592, file: !593, line: 95, baseType: !642, size: 64, offset: 1472)
!642 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !643, line: 18, baseType: !62)
!643 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!644 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !592, file: !593, line: 96, baseType: !66, size: 32, offset: 1536)
!645 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !592, file: !593, line: 98, baseType: !646, size: 160, offset: 1568)
!646 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !647)
!647 = !{!648}
!648 = !DISubrange(count: 20)
!649 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdio", directory: "")
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !651, file: !649, line: 99)
!651 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !652, line: 84, baseType: !653)
!652 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!653 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !654, line: 14, baseType: !655)
!654 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!655 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !654, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!656 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !657, file: !649, line: 101)
!657 = !DISubprogram(name: "clearerr", scope: !652, file: !652, line: 786, type: !658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!658 = !DISubroutineType(types: !659)
!659 = !{null, !660}
!660 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !590, size: 64)
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !662, file: !649, line: 102)
!662 = !DISubprogram(name: "fclose", scope: !652, file: !652, line: 178, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!663 = !DISubroutineType(types: !664)
!664 = !{!66, !660}
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !666, file: !649, line: 103)
!666 = !DISubprogram(name: "feof", scope: !652, file: !652, line: 788, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !668, file: !649, line: 104)
!668 = !DISubprogram(name: "ferror", scope: !652, file: !652, line: 790, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !670, file: !649, line: 105)
!670 = !DISubprogram(name: "fflush", scope: !652, file: !652, line: 230, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !672, file: !649, line: 106)
!672 = !DISubprogram(name: "fgetc", scope: !652, file: !652, line: 513, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !674, file: !649, line: 107)
!674 = !DISubprogram(name: "fgetpos", scope: !652, file: !652, line: 760, type: !675, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!675 = !DISubroutineType(types: !676)
!676 = !{!66, !677, !678}
!677 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !660)
!678 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !679)
!679 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !651, size: 64)
!680 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !681, file: !649, line: 108)
!681 = !DISubprogram(name: "fgets", scope: !652, file: !652, line: 592, type: !682, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!682 = !DISubroutineType(types: !683)
!683 = !{!597, !684, !66, !677}
!684 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !597)
!685 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !686, file: !649, line: 109)
!686 = !DISubprogram(name: "fopen", scope: !652, file: !652, line: 258, type: !687, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!687 = !DISubroutineType(types: !688)
!688 = !{!660, !689, !689}
!689 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !551)
!690 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !691, file: !649, line: 110)
!691 = !DISubprogram(name: "fprintf", scope: !652, file: !652, line: 350, type: !692, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!692 = !DISubroutineType(types: !693)
!693 = !{!66, !677, !689, null}
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !695, file: !649, line: 111)
!695 = !DISubprogram(name: "fputc", scope: !652, file: !652, line: 549, type: !696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!696 = !DISubroutineType(types: !697)
!697 = !{!66, !66, !660}
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !699, file: !649, line: 112)
!699 = !DISubprogram(name: "fputs", scope: !652, file: !652, line: 655, type: !700, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!700 = !DISubroutineType(types: !701)
!701 = !{!66, !689, !677}
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !703, file: !649, line: 113)
!703 = !DISubprogram(name: "fread", scope: !652, file: !652, line: 675, type: !704, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!704 = !DISubroutineType(types: !705)
!705 = !{!642, !706, !642, !642, !677}
!706 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !640)
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !708, file: !649, line: 114)
!708 = !DISubprogram(name: "freopen", scope: !652, file: !652, line: 265, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!709 = !DISubroutineType(types: !710)
!710 = !{!660, !689, !689, !677}
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !712, file: !649, line: 115)
!712 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !652, file: !652, line: 434, type: !692, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !714, file: !649, line: 116)
!714 = !DISubprogram(name: "fseek", scope: !652, file: !652, line: 713, type: !715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DISubroutineType(types: !716)
!716 = !{!66, !660, !618, !66}
!717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !718, file: !649, line: 117)
!718 = !DISubprogram(name: "fsetpos", scope: !652, file: !652, line: 765, type: !719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DISubroutineType(types: !720)
!720 = !{!66, !660, !721}
!721 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !722, size: 64)
!722 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !651)
!723 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !724, file: !649, line: 118)
!724 = !DISubprogram(name: "ftell", scope: !652, file: !652, line: 718, type: !725, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!725 = !DISubroutineType(types: !726)
!726 = !{!618, !660}
!727 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !728, file: !649, line: 119)
!728 = !DISubprogram(name: "fwrite", scope: !652, file: !652, line: 681, type: !729, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!729 = !DISubroutineType(types: !730)
!730 = !{!642, !731, !642, !642, !677}
!731 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !63)
!732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !733, file: !649, line: 120)
!733 = !DISubprogram(name: "getc", scope: !652, file: !652, line: 514, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !735, file: !649, line: 121)
!735 = !DISubprogram(name: "getchar", scope: !736, file: !736, line: 47, type: !737, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!737 = !DISubroutineType(types: !738)
!738 = !{!66}
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !740, file: !649, line: 126)
!740 = !DISubprogram(name: "perror", scope: !652, file: !652, line: 804, type: !741, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!741 = !DISubroutineType(types: !742)
!742 = !{null, !551}
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !744, file: !649, line: 127)
!744 = !DISubprogram(name: "printf", scope: !652, file: !652, line: 356, type: !745, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubroutineType(types: !746)
!746 = !{!66, !689, null}
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !748, file: !649, line: 128)
!748 = !DISubprogram(name: "putc", scope: !652, file: !652, line: 550, type: !696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !750, file: !649, line: 129)
!750 = !DISubprogram(name: "putchar", scope: !736, file: !736, line: 82, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DISubroutineType(types: !752)
!752 = !{!66, !66}
!753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !754, file: !649, line: 130)
!754 = !DISubprogram(name: "puts", scope: !652, file: !652, line: 661, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DISubroutineType(types: !756)
!756 = !{!66, !551}
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !758, file: !649, line: 131)
!758 = !DISubprogram(name: "remove", scope: !652, file: !652, line: 152, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !760, file: !649, line: 132)
!760 = !DISubprogram(name: "rename", scope: !652, file: !652, line: 154, type: !761, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!761 = !DISubroutineType(types: !762)
!762 = !{!66, !551, !551}
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !764, file: !649, line: 133)
!764 = !DISubprogram(name: "rewind", scope: !652, file: !652, line: 723, type: !658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !766, file: !649, line: 134)
!766 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !652, file: !652, line: 437, type: !745, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !768, file: !649, line: 135)
!768 = !DISubprogram(name: "setbuf", scope: !652, file: !652, line: 328, type: !769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!769 = !DISubroutineType(types: !770)
!770 = !{null, !677, !684}
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !772, file: !649, line: 136)
!772 = !DISubprogram(name: "setvbuf", scope: !652, file: !652, line: 332, type: !773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!773 = !DISubroutineType(types: !774)
!774 = !{!66, !677, !684, !66, !642}
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !776, file: !649, line: 137)
!776 = !DISubprogram(name: "sprintf", scope: !652, file: !652, line: 358, type: !777, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!777 = !DISubroutineType(types: !778)
!778 = !{!66, !684, !689, null}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !780, file: !649, line: 138)
!780 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !652, file: !652, line: 439, type: !781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{!66, !689, !689, null}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !784, file: !649, line: 139)
!784 = !DISubprogram(name: "tmpfile", scope: !652, file: !652, line: 188, type: !785, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DISubroutineType(types: !786)
!786 = !{!660}
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !788, file: !649, line: 141)
!788 = !DISubprogram(name: "tmpnam", scope: !652, file: !652, line: 205, type: !789, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!789 = !DISubroutineType(types: !790)
!790 = !{!597, !597}
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !792, file: !649, line: 143)
!792 = !DISubprogram(name: "ungetc", scope: !652, file: !652, line: 668, type: !696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !794, file: !649, line: 144)
!794 = !DISubprogram(name: "vfprintf", scope: !652, file: !652, line: 365, type: !795, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!795 = !DISubroutineType(types: !796)
!796 = !{!66, !677, !689, !797}
!797 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !798, line: 12, baseType: !799)
!798 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!799 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !800)
!800 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", scope: !57, size: 256, flags: DIFlagTypePassByValue, elements: !801, identifier: "_ZTSSt9__va_list")
!801 = !{!802, !803, !804, !805, !806}
!802 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !800, file: !2, baseType: !640, size: 64)
!803 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !800, file: !2, baseType: !640, size: 64, offset: 64)
!804 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !800, file: !2, baseType: !640, size: 64, offset: 128)
!805 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !800, file: !2, baseType: !66, size: 32, offset: 192)
!806 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !800, file: !2, baseType: !66, size: 32, offset: 224)
!807 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !808, file: !649, line: 145)
!808 = !DISubprogram(name: "vprintf", scope: !736, file: !736, line: 39, type: !809, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!809 = !DISubroutineType(types: !810)
!810 = !{!66, !689, !797}
!811 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !812, file: !649, line: 146)
!812 = !DISubprogram(name: "vsprintf", scope: !652, file: !652, line: 373, type: !813, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!813 = !DISubroutineType(types: !814)
!814 = !{!66, !684, !689, !797}
!815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !816, file: !649, line: 175)
!816 = !DISubprogram(name: "snprintf", scope: !652, file: !652, line: 378, type: !817, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!817 = !DISubroutineType(types: !818)
!818 = !{!66, !684, !642, !689, null}
!819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !820, file: !649, line: 176)
!820 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !652, file: !652, line: 479, type: !795, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!821 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !822, file: !649, line: 177)
!822 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !652, file: !652, line: 484, type: !809, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!823 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !824, file: !649, line: 178)
!824 = !DISubprogram(name: "vsnprintf", scope: !652, file: !652, line: 382, type: !825, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!825 = !DISubroutineType(types: !826)
!826 = !{!66, !684, !642, !689, !797}
!827 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !828, file: !649, line: 179)
!828 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !652, file: !652, line: 487, type: !829, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!829 = !DISubroutineType(types: !830)
!830 = !{!66, !689, !689, !797}
!831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !816, file: !649, line: 185)
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !820, file: !649, line: 186)
!833 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !822, file: !649, line: 187)
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !824, file: !649, line: 188)
!835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !828, file: !649, line: 189)
!836 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !837, file: !838, line: 68)
!837 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !839, file: !838, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!838 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!839 = !DINamespace(name: "__exception_ptr", scope: !57)
!840 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !839, entity: !841, file: !838, line: 84)
!841 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !57, file: !838, line: 80, type: !842, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!842 = !DISubroutineType(types: !843)
!843 = !{null, !837}
!844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !845, file: !861, line: 64)
!845 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !846, line: 6, baseType: !847)
!846 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!847 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !848, line: 21, baseType: !849)
!848 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!849 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !848, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !850, identifier: "_ZTS11__mbstate_t")
!850 = !{!851, !852}
!851 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !849, file: !848, line: 15, baseType: !66, size: 32)
!852 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !849, file: !848, line: 20, baseType: !853, size: 32, offset: 32)
!853 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !849, file: !848, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !854, identifier: "_ZTSN11__mbstate_tUt_E")
!854 = !{!855, !857}
!855 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !853, file: !848, line: 18, baseType: !856, size: 32)
!856 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!857 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !853, file: !848, line: 19, baseType: !858, size: 32)
!858 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !859)
!859 = !{!860}
!860 = !DISubrange(count: 4)
!861 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cwchar", directory: "")
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !863, file: !861, line: 141)
!863 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !864, line: 20, baseType: !856)
!864 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!865 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !866, file: !861, line: 143)
!866 = !DISubprogram(name: "btowc", scope: !867, file: !867, line: 319, type: !868, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!867 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!868 = !DISubroutineType(types: !869)
!869 = !{!863, !66}
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !871, file: !861, line: 144)
!871 = !DISubprogram(name: "fgetwc", scope: !867, file: !867, line: 744, type: !872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!872 = !DISubroutineType(types: !873)
!873 = !{!863, !874}
!874 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !875, size: 64)
!875 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !876, line: 5, baseType: !592)
!876 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!877 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !878, file: !861, line: 145)
!878 = !DISubprogram(name: "fgetws", scope: !867, file: !867, line: 773, type: !879, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!879 = !DISubroutineType(types: !880)
!880 = !{!881, !883, !66, !884}
!881 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !882, size: 64)
!882 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_unsigned)
!883 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !881)
!884 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !874)
!885 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !886, file: !861, line: 146)
!886 = !DISubprogram(name: "fputwc", scope: !867, file: !867, line: 758, type: !887, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!887 = !DISubroutineType(types: !888)
!888 = !{!863, !882, !874}
!889 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !890, file: !861, line: 147)
!890 = !DISubprogram(name: "fputws", scope: !867, file: !867, line: 780, type: !891, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!891 = !DISubroutineType(types: !892)
!892 = !{!66, !893, !884}
!893 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !894)
!894 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !895, size: 64)
!895 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !882)
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !897, file: !861, line: 148)
!897 = !DISubprogram(name: "fwide", scope: !867, file: !867, line: 588, type: !898, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!898 = !DISubroutineType(types: !899)
!899 = !{!66, !874, !66}
!900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !901, file: !861, line: 149)
!901 = !DISubprogram(name: "fwprintf", scope: !867, file: !867, line: 595, type: !902, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!902 = !DISubroutineType(types: !903)
!903 = !{!66, !884, !893, null}
!904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !905, file: !861, line: 150)
!905 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !867, file: !867, line: 657, type: !902, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!906 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !907, file: !861, line: 151)
!907 = !DISubprogram(name: "getwc", scope: !867, file: !867, line: 745, type: !872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!908 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !909, file: !861, line: 152)
!909 = !DISubprogram(name: "getwchar", scope: !867, file: !867, line: 751, type: !910, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!910 = !DISubroutineType(types: !911)
!911 = !{!863}
!912 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !913, file: !861, line: 153)
!913 = !DISubprogram(name: "mbrlen", scope: !867, file: !867, line: 330, type: !914, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!914 = !DISubroutineType(types: !915)
!915 = !{!642, !689, !642, !916}
!916 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !917)
!917 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !845, size: 64)
!918 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !919, file: !861, line: 154)
!919 = !DISubprogram(name: "mbrtowc", scope: !867, file: !867, line: 297, type: !920, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!920 = !DISubroutineType(types: !921)
!921 = !{!642, !883, !689, !642, !916}
!922 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !923, file: !861, line: 155)
!923 = !DISubprogram(name: "mbsinit", scope: !867, file: !867, line: 293, type: !924, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!924 = !DISubroutineType(types: !925)
!925 = !{!66, !926}
!926 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !927, size: 64)
!927 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !845)
!928 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !929, file: !861, line: 156)
!929 = !DISubprogram(name: "mbsrtowcs", scope: !867, file: !867, line: 338, type: !930, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!930 = !DISubroutineType(types: !931)
!931 = !{!642, !883, !932, !642, !916}
!932 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !933)
!933 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !551, size: 64)
!934 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !935, file: !861, line: 157)
!935 = !DISubprogram(name: "putwc", scope: !867, file: !867, line: 759, type: !887, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !937, file: !861, line: 158)
!937 = !DISubprogram(name: "putwchar", scope: !867, file: !867, line: 765, type: !938, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!938 = !DISubroutineType(types: !939)
!939 = !{!863, !882}
!940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !941, file: !861, line: 160)
!941 = !DISubprogram(name: "swprintf", scope: !867, file: !867, line: 605, type: !942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DISubroutineType(types: !943)
!943 = !{!66, !883, !642, !893, null}
!944 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !945, file: !861, line: 162)
!945 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !867, file: !867, line: 664, type: !946, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!946 = !DISubroutineType(types: !947)
!947 = !{!66, !893, !893, null}
!948 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !949, file: !861, line: 163)
!949 = !DISubprogram(name: "ungetwc", scope: !867, file: !867, line: 788, type: !950, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!950 = !DISubroutineType(types: !951)
!951 = !{!863, !863, !874}
!952 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !953, file: !861, line: 164)
!953 = !DISubprogram(name: "vfwprintf", scope: !867, file: !867, line: 613, type: !954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!954 = !DISubroutineType(types: !955)
!955 = !{!66, !884, !893, !797}
!956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !957, file: !861, line: 166)
!957 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !867, file: !867, line: 711, type: !954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!958 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !959, file: !861, line: 169)
!959 = !DISubprogram(name: "vswprintf", scope: !867, file: !867, line: 626, type: !960, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!960 = !DISubroutineType(types: !961)
!961 = !{!66, !883, !642, !893, !797}
!962 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !963, file: !861, line: 172)
!963 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !867, file: !867, line: 718, type: !964, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!964 = !DISubroutineType(types: !965)
!965 = !{!66, !893, !893, !797}
!966 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !967, file: !861, line: 174)
!967 = !DISubprogram(name: "vwprintf", scope: !867, file: !867, line: 621, type: !968, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!968 = !DISubroutineType(types: !969)
!969 = !{!66, !893, !797}
!970 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !971, file: !861, line: 176)
!971 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !867, file: !867, line: 715, type: !968, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!972 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !973, file: !861, line: 178)
!973 = !DISubprogram(name: "wcrtomb", scope: !867, file: !867, line: 302, type: !974, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!974 = !DISubroutineType(types: !975)
!975 = !{!642, !684, !882, !916}
!976 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !977, file: !861, line: 179)
!977 = !DISubprogram(name: "wcscat", scope: !867, file: !867, line: 97, type: !978, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!978 = !DISubroutineType(types: !979)
!979 = !{!881, !883, !893}
!980 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !981, file: !861, line: 180)
!981 = !DISubprogram(name: "wcscmp", scope: !867, file: !867, line: 106, type: !982, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!982 = !DISubroutineType(types: !983)
!983 = !{!66, !894, !894}
!984 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !985, file: !861, line: 181)
!985 = !DISubprogram(name: "wcscoll", scope: !867, file: !867, line: 131, type: !982, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!986 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !987, file: !861, line: 182)
!987 = !DISubprogram(name: "wcscpy", scope: !867, file: !867, line: 87, type: !978, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!988 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !989, file: !861, line: 183)
!989 = !DISubprogram(name: "wcscspn", scope: !867, file: !867, line: 188, type: !990, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!990 = !DISubroutineType(types: !991)
!991 = !{!642, !894, !894}
!992 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !993, file: !861, line: 184)
!993 = !DISubprogram(name: "wcsftime", scope: !867, file: !867, line: 852, type: !994, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!994 = !DISubroutineType(types: !995)
!995 = !{!642, !883, !642, !893, !996}
!996 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !997)
!997 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !998, size: 64)
!998 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !999)
!999 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !867, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1000 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1001, file: !861, line: 185)
!1001 = !DISubprogram(name: "wcslen", scope: !867, file: !867, line: 223, type: !1002, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1002 = !DISubroutineType(types: !1003)
!1003 = !{!642, !894}
!1004 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1005, file: !861, line: 186)
!1005 = !DISubprogram(name: "wcsncat", scope: !867, file: !867, line: 101, type: !1006, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1006 = !DISubroutineType(types: !1007)
!1007 = !{!881, !883, !893, !642}
!1008 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1009, file: !861, line: 187)
!1009 = !DISubprogram(name: "wcsncmp", scope: !867, file: !867, line: 109, type: !1010, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1010 = !DISubroutineType(types: !1011)
!1011 = !{!66, !894, !894, !642}
!1012 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1013, file: !861, line: 188)
!1013 = !DISubprogram(name: "wcsncpy", scope: !867, file: !867, line: 92, type: !1006, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1014 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1015, file: !861, line: 189)
!1015 = !DISubprogram(name: "wcsrtombs", scope: !867, file: !867, line: 344, type: !1016, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1016 = !DISubroutineType(types: !1017)
!1017 = !{!642, !684, !1018, !642, !916}
!1018 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1019)
!1019 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !894, size: 64)
!1020 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1021, file: !861, line: 190)
!1021 = !DISubprogram(name: "wcsspn", scope: !867, file: !867, line: 192, type: !990, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1022 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1023, file: !861, line: 191)
!1023 = !DISubprogram(name: "wcstod", scope: !867, file: !867, line: 378, type: !1024, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1024 = !DISubroutineType(types: !1025)
!1025 = !{!1026, !893, !1027}
!1026 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1027 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1028)
!1028 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !881, size: 64)
!1029 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1030, file: !861, line: 193)
!1030 = !DISubprogram(name: "wcstof", scope: !867, file: !867, line: 383, type: !1031, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{!1033, !893, !1027}
!1033 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1034 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1035, file: !861, line: 195)
!1035 = !DISubprogram(name: "wcstok", scope: !867, file: !867, line: 218, type: !1036, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1036 = !DISubroutineType(types: !1037)
!1037 = !{!881, !883, !893, !1027}
!1038 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1039, file: !861, line: 196)
!1039 = !DISubprogram(name: "wcstol", scope: !867, file: !867, line: 429, type: !1040, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1040 = !DISubroutineType(types: !1041)
!1041 = !{!618, !893, !1027, !66}
!1042 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1043, file: !861, line: 197)
!1043 = !DISubprogram(name: "wcstoul", scope: !867, file: !867, line: 434, type: !1044, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1044 = !DISubroutineType(types: !1045)
!1045 = !{!62, !893, !1027, !66}
!1046 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1047, file: !861, line: 198)
!1047 = !DISubprogram(name: "wcsxfrm", scope: !867, file: !867, line: 135, type: !1048, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1048 = !DISubroutineType(types: !1049)
!1049 = !{!642, !883, !893, !642}
!1050 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1051, file: !861, line: 199)
!1051 = !DISubprogram(name: "wctob", scope: !867, file: !867, line: 325, type: !1052, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1052 = !DISubroutineType(types: !1053)
!1053 = !{!66, !863}
!1054 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1055, file: !861, line: 200)
!1055 = !DISubprogram(name: "wmemcmp", scope: !867, file: !867, line: 259, type: !1010, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1056 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1057, file: !861, line: 201)
!1057 = !DISubprogram(name: "wmemcpy", scope: !867, file: !867, line: 263, type: !1006, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1058 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1059, file: !861, line: 202)
!1059 = !DISubprogram(name: "wmemmove", scope: !867, file: !867, line: 268, type: !1060, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1060 = !DISubroutineType(types: !1061)
!1061 = !{!881, !881, !894, !642}
!1062 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1063, file: !861, line: 203)
!1063 = !DISubprogram(name: "wmemset", scope: !867, file: !867, line: 272, type: !1064, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1064 = !DISubroutineType(types: !1065)
!1065 = !{!881, !881, !882, !642}
!1066 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1067, file: !861, line: 204)
!1067 = !DISubprogram(name: "wprintf", scope: !867, file: !867, line: 602, type: !1068, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1068 = !DISubroutineType(types: !1069)
!1069 = !{!66, !893, null}
!1070 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1071, file: !861, line: 205)
!1071 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !867, file: !867, line: 661, type: !1068, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1072 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1073, file: !861, line: 206)
!1073 = !DISubprogram(name: "wcschr", scope: !867, file: !867, line: 165, type: !1074, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1074 = !DISubroutineType(types: !1075)
!1075 = !{!881, !894, !882}
!1076 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1077, file: !861, line: 207)
!1077 = !DISubprogram(name: "wcspbrk", scope: !867, file: !867, line: 202, type: !1078, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1078 = !DISubroutineType(types: !1079)
!1079 = !{!881, !894, !894}
!1080 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1081, file: !861, line: 208)
!1081 = !DISubprogram(name: "wcsrchr", scope: !867, file: !867, line: 175, type: !1074, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1082 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1083, file: !861, line: 209)
!1083 = !DISubprogram(name: "wcsstr", scope: !867, file: !867, line: 213, type: !1078, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1084 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1085, file: !861, line: 210)
!1085 = !DISubprogram(name: "wmemchr", scope: !867, file: !867, line: 254, type: !1086, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1086 = !DISubroutineType(types: !1087)
!1087 = !{!881, !894, !882, !642}
!1088 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1089, file: !861, line: 251)
!1089 = !DISubprogram(name: "wcstold", scope: !867, file: !867, line: 385, type: !1090, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1090 = !DISubroutineType(types: !1091)
!1091 = !{!1092, !893, !1027}
!1092 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1093 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1094, file: !861, line: 260)
!1094 = !DISubprogram(name: "wcstoll", scope: !867, file: !867, line: 442, type: !1095, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{!1097, !893, !1027, !66}
!1097 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1098 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1099, file: !861, line: 261)
!1099 = !DISubprogram(name: "wcstoull", scope: !867, file: !867, line: 449, type: !1100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1100 = !DISubroutineType(types: !1101)
!1101 = !{!1102, !893, !1027, !66}
!1102 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1089, file: !861, line: 267)
!1104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1094, file: !861, line: 268)
!1105 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1099, file: !861, line: 269)
!1106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1030, file: !861, line: 283)
!1107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !957, file: !861, line: 286)
!1108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !963, file: !861, line: 289)
!1109 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !971, file: !861, line: 292)
!1110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1089, file: !861, line: 296)
!1111 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1094, file: !861, line: 297)
!1112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1099, file: !861, line: 298)
!1113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1114, file: !1117, line: 47)
!1114 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1115, line: 24, baseType: !1116)
!1115 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !617, line: 37, baseType: !622)
!1117 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdint", directory: "")
!1118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1119, file: !1117, line: 48)
!1119 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1115, line: 25, baseType: !1120)
!1120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !617, line: 39, baseType: !1121)
!1121 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1123, file: !1117, line: 49)
!1123 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1115, line: 26, baseType: !1124)
!1124 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !617, line: 41, baseType: !66)
!1125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1126, file: !1117, line: 50)
!1126 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1115, line: 27, baseType: !1127)
!1127 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !617, line: 44, baseType: !618)
!1128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1129, file: !1117, line: 52)
!1129 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1130, line: 58, baseType: !622)
!1130 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1132, file: !1117, line: 53)
!1132 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1130, line: 60, baseType: !618)
!1133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1134, file: !1117, line: 54)
!1134 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1130, line: 61, baseType: !618)
!1135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1136, file: !1117, line: 55)
!1136 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1130, line: 62, baseType: !618)
!1137 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1138, file: !1117, line: 57)
!1138 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1130, line: 43, baseType: !1139)
!1139 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !617, line: 52, baseType: !1116)
!1140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1141, file: !1117, line: 58)
!1141 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1130, line: 44, baseType: !1142)
!1142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !617, line: 54, baseType: !1120)
!1143 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1144, file: !1117, line: 59)
!1144 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1130, line: 45, baseType: !1145)
!1145 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !617, line: 56, baseType: !1124)
!1146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1147, file: !1117, line: 60)
!1147 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1130, line: 46, baseType: !1148)
!1148 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !617, line: 58, baseType: !1127)
!1149 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1150, file: !1117, line: 62)
!1150 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1130, line: 101, baseType: !1151)
!1151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !617, line: 72, baseType: !618)
!1152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1153, file: !1117, line: 63)
!1153 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1130, line: 87, baseType: !618)
!1154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1155, file: !1117, line: 65)
!1155 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1156, line: 24, baseType: !1157)
!1156 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1157 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !617, line: 38, baseType: !1158)
!1158 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!1159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1160, file: !1117, line: 66)
!1160 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1156, line: 25, baseType: !1161)
!1161 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !617, line: 40, baseType: !620)
!1162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1163, file: !1117, line: 67)
!1163 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1156, line: 26, baseType: !1164)
!1164 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !617, line: 42, baseType: !856)
!1165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1166, file: !1117, line: 68)
!1166 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1156, line: 27, baseType: !1167)
!1167 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !617, line: 45, baseType: !62)
!1168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1169, file: !1117, line: 70)
!1169 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1130, line: 71, baseType: !1158)
!1170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1171, file: !1117, line: 71)
!1171 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1130, line: 73, baseType: !62)
!1172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1173, file: !1117, line: 72)
!1173 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1130, line: 74, baseType: !62)
!1174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1175, file: !1117, line: 73)
!1175 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1130, line: 75, baseType: !62)
!1176 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1177, file: !1117, line: 75)
!1177 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1130, line: 49, baseType: !1178)
!1178 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !617, line: 53, baseType: !1157)
!1179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1180, file: !1117, line: 76)
!1180 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1130, line: 50, baseType: !1181)
!1181 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !617, line: 55, baseType: !1161)
!1182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1183, file: !1117, line: 77)
!1183 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1130, line: 51, baseType: !1184)
!1184 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !617, line: 57, baseType: !1164)
!1185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1186, file: !1117, line: 78)
!1186 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1130, line: 52, baseType: !1187)
!1187 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !617, line: 59, baseType: !1167)
!1188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1189, file: !1117, line: 80)
!1189 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1130, line: 102, baseType: !1190)
!1190 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !617, line: 73, baseType: !62)
!1191 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1192, file: !1117, line: 81)
!1192 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1130, line: 90, baseType: !62)
!1193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1194, file: !1196, line: 53)
!1194 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1195, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1195 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1196 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/clocale", directory: "")
!1197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1198, file: !1196, line: 54)
!1198 = !DISubprogram(name: "setlocale", scope: !1195, file: !1195, line: 122, type: !1199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1199 = !DISubroutineType(types: !1200)
!1200 = !{!597, !66, !551}
!1201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1202, file: !1196, line: 55)
!1202 = !DISubprogram(name: "localeconv", scope: !1195, file: !1195, line: 125, type: !1203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1203 = !DISubroutineType(types: !1204)
!1204 = !{!1205}
!1205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1194, size: 64)
!1206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1207, file: !1209, line: 64)
!1207 = !DISubprogram(name: "isalnum", scope: !1208, file: !1208, line: 108, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1208 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1209 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cctype", directory: "")
!1210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1211, file: !1209, line: 65)
!1211 = !DISubprogram(name: "isalpha", scope: !1208, file: !1208, line: 109, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1213, file: !1209, line: 66)
!1213 = !DISubprogram(name: "iscntrl", scope: !1208, file: !1208, line: 110, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1215, file: !1209, line: 67)
!1215 = !DISubprogram(name: "isdigit", scope: !1208, file: !1208, line: 111, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1217, file: !1209, line: 68)
!1217 = !DISubprogram(name: "isgraph", scope: !1208, file: !1208, line: 113, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1219, file: !1209, line: 69)
!1219 = !DISubprogram(name: "islower", scope: !1208, file: !1208, line: 112, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1221, file: !1209, line: 70)
!1221 = !DISubprogram(name: "isprint", scope: !1208, file: !1208, line: 114, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1223, file: !1209, line: 71)
!1223 = !DISubprogram(name: "ispunct", scope: !1208, file: !1208, line: 115, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1225, file: !1209, line: 72)
!1225 = !DISubprogram(name: "isspace", scope: !1208, file: !1208, line: 116, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1227, file: !1209, line: 73)
!1227 = !DISubprogram(name: "isupper", scope: !1208, file: !1208, line: 117, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1229, file: !1209, line: 74)
!1229 = !DISubprogram(name: "isxdigit", scope: !1208, file: !1208, line: 118, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1231, file: !1209, line: 75)
!1231 = !DISubprogram(name: "tolower", scope: !1208, file: !1208, line: 122, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1233, file: !1209, line: 76)
!1233 = !DISubprogram(name: "toupper", scope: !1208, file: !1208, line: 125, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1235, file: !1209, line: 87)
!1235 = !DISubprogram(name: "isblank", scope: !1208, file: !1208, line: 130, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1236 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1237, entity: !1238, file: !1239, line: 58)
!1237 = !DINamespace(name: "__gnu_debug", scope: null)
!1238 = !DINamespace(name: "__debug", scope: !57)
!1239 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1241, file: !1243, line: 52)
!1241 = !DISubprogram(name: "abs", scope: !1242, file: !1242, line: 861, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1242 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1243 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!1244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1245, file: !1247, line: 127)
!1245 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1242, line: 63, baseType: !1246)
!1246 = !DICompositeType(tag: DW_TAG_structure_type, file: !1242, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1247 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/cstdlib", directory: "")
!1248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1249, file: !1247, line: 128)
!1249 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1242, line: 71, baseType: !1250)
!1250 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1242, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1251, identifier: "_ZTS6ldiv_t")
!1251 = !{!1252, !1253}
!1252 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1250, file: !1242, line: 69, baseType: !618, size: 64)
!1253 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1250, file: !1242, line: 70, baseType: !618, size: 64, offset: 64)
!1254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1255, file: !1247, line: 130)
!1255 = !DISubprogram(name: "abort", scope: !1242, file: !1242, line: 611, type: !1256, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1256 = !DISubroutineType(types: !1257)
!1257 = !{null}
!1258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1259, file: !1247, line: 132)
!1259 = !DISubprogram(name: "aligned_alloc", scope: !1242, file: !1242, line: 605, type: !1260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1260 = !DISubroutineType(types: !1261)
!1261 = !{!640, !642, !642}
!1262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1263, file: !1247, line: 134)
!1263 = !DISubprogram(name: "atexit", scope: !1242, file: !1242, line: 615, type: !1264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1264 = !DISubroutineType(types: !1265)
!1265 = !{!66, !1266}
!1266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1256, size: 64)
!1267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1268, file: !1247, line: 137)
!1268 = !DISubprogram(name: "at_quick_exit", scope: !1242, file: !1242, line: 620, type: !1264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1270, file: !1247, line: 140)
!1270 = !DISubprogram(name: "atof", scope: !1271, file: !1271, line: 25, type: !1272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1271 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1272 = !DISubroutineType(types: !1273)
!1273 = !{!1026, !551}
!1274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1275, file: !1247, line: 141)
!1275 = !DISubprogram(name: "atoi", scope: !1242, file: !1242, line: 362, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1277, file: !1247, line: 142)
!1277 = !DISubprogram(name: "atol", scope: !1242, file: !1242, line: 367, type: !1278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1278 = !DISubroutineType(types: !1279)
!1279 = !{!618, !551}
!1280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1281, file: !1247, line: 143)
!1281 = !DISubprogram(name: "bsearch", scope: !1282, file: !1282, line: 20, type: !1283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1282 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1283 = !DISubroutineType(types: !1284)
!1284 = !{!640, !63, !63, !642, !642, !1285}
!1285 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1242, line: 829, baseType: !1286)
!1286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1287, size: 64)
!1287 = !DISubroutineType(types: !1288)
!1288 = !{!66, !63, !63}
!1289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1290, file: !1247, line: 144)
!1290 = !DISubprogram(name: "calloc", scope: !1242, file: !1242, line: 556, type: !1260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1292, file: !1247, line: 145)
!1292 = !DISubprogram(name: "div", scope: !1242, file: !1242, line: 873, type: !1293, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1293 = !DISubroutineType(types: !1294)
!1294 = !{!1245, !66, !66}
!1295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1296, file: !1247, line: 146)
!1296 = !DISubprogram(name: "exit", scope: !1242, file: !1242, line: 637, type: !1297, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1297 = !DISubroutineType(types: !1298)
!1298 = !{null, !66}
!1299 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1300, file: !1247, line: 147)
!1300 = !DISubprogram(name: "free", scope: !1242, file: !1242, line: 568, type: !1301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1301 = !DISubroutineType(types: !1302)
!1302 = !{null, !640}
!1303 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1304, file: !1247, line: 148)
!1304 = !DISubprogram(name: "getenv", scope: !1242, file: !1242, line: 654, type: !1305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1305 = !DISubroutineType(types: !1306)
!1306 = !{!597, !551}
!1307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1308, file: !1247, line: 149)
!1308 = !DISubprogram(name: "labs", scope: !1242, file: !1242, line: 862, type: !1309, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1309 = !DISubroutineType(types: !1310)
!1310 = !{!618, !618}
!1311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1312, file: !1247, line: 150)
!1312 = !DISubprogram(name: "ldiv", scope: !1242, file: !1242, line: 875, type: !1313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{!1249, !618, !618}
!1315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1316, file: !1247, line: 151)
!1316 = !DISubprogram(name: "malloc", scope: !1242, file: !1242, line: 553, type: !1317, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1317 = !DISubroutineType(types: !1318)
!1318 = !{!640, !642}
!1319 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1320, file: !1247, line: 153)
!1320 = !DISubprogram(name: "mblen", scope: !1242, file: !1242, line: 943, type: !1321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1321 = !DISubroutineType(types: !1322)
!1322 = !{!66, !551, !642}
!1323 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1324, file: !1247, line: 154)
!1324 = !DISubprogram(name: "mbstowcs", scope: !1242, file: !1242, line: 954, type: !1325, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1325 = !DISubroutineType(types: !1326)
!1326 = !{!642, !883, !689, !642}
!1327 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1328, file: !1247, line: 155)
!1328 = !DISubprogram(name: "mbtowc", scope: !1242, file: !1242, line: 946, type: !1329, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1329 = !DISubroutineType(types: !1330)
!1330 = !{!66, !883, !689, !642}
!1331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1332, file: !1247, line: 157)
!1332 = !DISubprogram(name: "qsort", scope: !1242, file: !1242, line: 851, type: !1333, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1333 = !DISubroutineType(types: !1334)
!1334 = !{null, !640, !642, !642, !1285}
!1335 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1336, file: !1247, line: 160)
!1336 = !DISubprogram(name: "quick_exit", scope: !1242, file: !1242, line: 643, type: !1297, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1338, file: !1247, line: 163)
!1338 = !DISubprogram(name: "rand", scope: !1242, file: !1242, line: 454, type: !737, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1339 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1340, file: !1247, line: 164)
!1340 = !DISubprogram(name: "realloc", scope: !1242, file: !1242, line: 564, type: !1341, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1341 = !DISubroutineType(types: !1342)
!1342 = !{!640, !640, !642}
!1343 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1344, file: !1247, line: 165)
!1344 = !DISubprogram(name: "srand", scope: !1242, file: !1242, line: 456, type: !1345, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1345 = !DISubroutineType(types: !1346)
!1346 = !{null, !856}
!1347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1348, file: !1247, line: 166)
!1348 = !DISubprogram(name: "strtod", scope: !1242, file: !1242, line: 118, type: !1349, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1349 = !DISubroutineType(types: !1350)
!1350 = !{!1026, !689, !1351}
!1351 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1352)
!1352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !597, size: 64)
!1353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1354, file: !1247, line: 167)
!1354 = !DISubprogram(name: "strtol", scope: !1242, file: !1242, line: 177, type: !1355, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1355 = !DISubroutineType(types: !1356)
!1356 = !{!618, !689, !1351, !66}
!1357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1358, file: !1247, line: 168)
!1358 = !DISubprogram(name: "strtoul", scope: !1242, file: !1242, line: 181, type: !1359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1359 = !DISubroutineType(types: !1360)
!1360 = !{!62, !689, !1351, !66}
!1361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1362, file: !1247, line: 169)
!1362 = !DISubprogram(name: "system", scope: !1242, file: !1242, line: 804, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1364, file: !1247, line: 171)
!1364 = !DISubprogram(name: "wcstombs", scope: !1242, file: !1242, line: 958, type: !1365, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1365 = !DISubroutineType(types: !1366)
!1366 = !{!642, !684, !893, !642}
!1367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1368, file: !1247, line: 172)
!1368 = !DISubprogram(name: "wctomb", scope: !1242, file: !1242, line: 950, type: !1369, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1369 = !DISubroutineType(types: !1370)
!1370 = !{!66, !597, !882}
!1371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1372, file: !1247, line: 200)
!1372 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1242, line: 81, baseType: !1373)
!1373 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1242, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1374, identifier: "_ZTS7lldiv_t")
!1374 = !{!1375, !1376}
!1375 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1373, file: !1242, line: 79, baseType: !1097, size: 64)
!1376 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1373, file: !1242, line: 80, baseType: !1097, size: 64, offset: 64)
!1377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1378, file: !1247, line: 206)
!1378 = !DISubprogram(name: "_Exit", scope: !1242, file: !1242, line: 649, type: !1297, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1380, file: !1247, line: 210)
!1380 = !DISubprogram(name: "llabs", scope: !1242, file: !1242, line: 865, type: !1381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1381 = !DISubroutineType(types: !1382)
!1382 = !{!1097, !1097}
!1383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1384, file: !1247, line: 216)
!1384 = !DISubprogram(name: "lldiv", scope: !1242, file: !1242, line: 879, type: !1385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1385 = !DISubroutineType(types: !1386)
!1386 = !{!1372, !1097, !1097}
!1387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1388, file: !1247, line: 227)
!1388 = !DISubprogram(name: "atoll", scope: !1242, file: !1242, line: 374, type: !1389, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1389 = !DISubroutineType(types: !1390)
!1390 = !{!1097, !551}
!1391 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1392, file: !1247, line: 228)
!1392 = !DISubprogram(name: "strtoll", scope: !1242, file: !1242, line: 201, type: !1393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1393 = !DISubroutineType(types: !1394)
!1394 = !{!1097, !689, !1351, !66}
!1395 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1396, file: !1247, line: 229)
!1396 = !DISubprogram(name: "strtoull", scope: !1242, file: !1242, line: 206, type: !1397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1397 = !DISubroutineType(types: !1398)
!1398 = !{!1102, !689, !1351, !66}
!1399 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1400, file: !1247, line: 231)
!1400 = !DISubprogram(name: "strtof", scope: !1242, file: !1242, line: 124, type: !1401, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1401 = !DISubroutineType(types: !1402)
!1402 = !{!1033, !689, !1351}
!1403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1404, file: !1247, line: 232)
!1404 = !DISubprogram(name: "strtold", scope: !1242, file: !1242, line: 127, type: !1405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1405 = !DISubroutineType(types: !1406)
!1406 = !{!1092, !689, !1351}
!1407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1372, file: !1247, line: 240)
!1408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1378, file: !1247, line: 242)
!1409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1380, file: !1247, line: 244)
!1410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1411, file: !1247, line: 245)
!1411 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !82, file: !1247, line: 213, type: !1385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1412 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1384, file: !1247, line: 246)
!1413 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1388, file: !1247, line: 248)
!1414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1400, file: !1247, line: 249)
!1415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1392, file: !1247, line: 250)
!1416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1396, file: !1247, line: 251)
!1417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1404, file: !1247, line: 252)
!1418 = !{i32 7, !"Dwarf Version", i32 5}
!1419 = !{i32 2, !"Debug Info Version", i32 3}
!1420 = !{i32 1, !"wchar_size", i32 4}
!1421 = !{i32 8, !"PIC Level", i32 2}
!1422 = !{i32 7, !"PIE Level", i32 2}
!1423 = !{i32 7, !"uwtable", i32 2}
!1424 = !{i32 7, !"frame-pointer", i32 1}
!1425 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!1426 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1427 = distinct !DISubprogram(name: "at", linkageName: "_Z2atRKSt6vectorIiSaIiEEm", scope: !2, file: !2, line: 9, type: !1428, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !1430)
!1428 = !DISubroutineType(types: !1429)
!1429 = !{!66, !356, !642}
!1430 = !{!1431, !1432}
!1431 = !DILocalVariable(name: "v", arg: 1, scope: !1427, file: !2, line: 9, type: !356)
!1432 = !DILocalVariable(name: "i", arg: 2, scope: !1427, file: !2, line: 9, type: !642)
!1433 = !DILocation(line: 0, scope: !1427)
!1434 = !DILocalVariable(name: "this", arg: 1, scope: !1435, type: !1438, flags: DIFlagArtificial | DIFlagObjectPointer)
!1435 = distinct !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !68, file: !49, line: 1192, type: !480, scopeLine: 1193, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !490, retainedNodes: !1436)
!1436 = !{!1434, !1437}
!1437 = !DILocalVariable(name: "__n", arg: 2, scope: !1435, file: !49, line: 1192, type: !59)
!1438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !357, size: 64)
!1439 = !DILocation(line: 0, scope: !1435, inlinedAt: !1440)
!1440 = distinct !DILocation(line: 9, column: 82, scope: !1427)
!1441 = !DILocalVariable(name: "this", arg: 1, scope: !1442, type: !1438, flags: DIFlagArtificial | DIFlagObjectPointer)
!1442 = distinct !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !68, file: !49, line: 1150, type: !487, scopeLine: 1151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !486, retainedNodes: !1443)
!1443 = !{!1441, !1444}
!1444 = !DILocalVariable(name: "__n", arg: 2, scope: !1442, file: !49, line: 1150, type: !59)
!1445 = !DILocation(line: 0, scope: !1442, inlinedAt: !1446)
!1446 = distinct !DILocation(line: 1194, column: 2, scope: !1435, inlinedAt: !1440)
!1447 = !DILocalVariable(name: "this", arg: 1, scope: !1448, type: !1438, flags: DIFlagArtificial | DIFlagObjectPointer)
!1448 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !68, file: !49, line: 987, type: !458, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !457, retainedNodes: !1449)
!1449 = !{!1447}
!1450 = !DILocation(line: 0, scope: !1448, inlinedAt: !1451)
!1451 = distinct !DILocation(line: 1152, column: 19, scope: !1452, inlinedAt: !1446)
!1452 = distinct !DILexicalBlock(scope: !1442, file: !49, line: 1152, column: 6)
!1453 = !DILocation(line: 988, column: 40, scope: !1448, inlinedAt: !1451)
!1454 = !{!1455, !1456, i64 8}
!1455 = !{!"_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE", !1456, i64 0, !1456, i64 8, !1456, i64 16}
!1456 = !{!"any pointer", !1457, i64 0}
!1457 = !{!"omnipotent char", !1458, i64 0}
!1458 = !{!"Simple C++ TBAA"}
!1459 = !DILocation(line: 988, column: 66, scope: !1448, inlinedAt: !1451)
!1460 = !{!1455, !1456, i64 0}
!1461 = !DILocation(line: 988, column: 50, scope: !1448, inlinedAt: !1451)
!1462 = !DILocation(line: 1152, column: 10, scope: !1452, inlinedAt: !1446)
!1463 = !DILocation(line: 1152, column: 6, scope: !1442, inlinedAt: !1446)
!1464 = !DILocation(line: 0, scope: !1448, inlinedAt: !1465)
!1465 = distinct !DILocation(line: 1156, column: 19, scope: !1452, inlinedAt: !1446)
!1466 = !DILocation(line: 1153, column: 4, scope: !1452, inlinedAt: !1446)
!1467 = !DILocalVariable(name: "this", arg: 1, scope: !1468, type: !1438, flags: DIFlagArtificial | DIFlagObjectPointer)
!1468 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !68, file: !49, line: 1140, type: !480, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !479, retainedNodes: !1469)
!1469 = !{!1467, !1470}
!1470 = !DILocalVariable(name: "__n", arg: 2, scope: !1468, file: !49, line: 1140, type: !59)
!1471 = !DILocation(line: 0, scope: !1468, inlinedAt: !1472)
!1472 = distinct !DILocation(line: 1195, column: 9, scope: !1435, inlinedAt: !1440)
!1473 = !DILocation(line: 1143, column: 34, scope: !1468, inlinedAt: !1472)
!1474 = !DILocation(line: 9, column: 82, scope: !1427)
!1475 = !{!1476, !1476, i64 0}
!1476 = !{!"int", !1457, i64 0}
!1477 = !DILocation(line: 9, column: 73, scope: !1427)
!1478 = distinct !DISubprogram(name: "stage", linkageName: "_Z5stagei", scope: !2, file: !2, line: 11, type: !751, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !1479)
!1479 = !{!1480, !1481, !1489, !1494, !1499}
!1480 = !DILocalVariable(name: "x", arg: 1, scope: !1478, file: !2, line: 11, type: !66)
!1481 = !DILocalVariable(name: "a", scope: !1478, file: !2, line: 12, type: !1482)
!1482 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Noisy", file: !2, line: 7, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1483, identifier: "_ZTS5Noisy")
!1483 = !{!1484, !1485}
!1484 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !1482, file: !2, line: 7, baseType: !551, size: 64)
!1485 = !DISubprogram(name: "~Noisy", scope: !1482, file: !2, line: 7, type: !1486, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1486 = !DISubroutineType(types: !1487)
!1487 = !{null, !1488}
!1488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1482, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1489 = !DILocalVariable(name: "e", scope: !1490, file: !2, line: 19, type: !1491)
!1490 = distinct !DILexicalBlock(scope: !1478, file: !2, line: 13, column: 7)
!1491 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1492, size: 64)
!1492 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1493)
!1493 = !DICompositeType(tag: DW_TAG_class_type, name: "logic_error", scope: !57, file: !56, line: 113, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt11logic_error")
!1494 = !DILocalVariable(name: "e", scope: !1478, file: !2, line: 27, type: !1495)
!1495 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1496, size: 64)
!1496 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1497)
!1497 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !57, file: !1498, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!1498 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/exception.h", directory: "")
!1499 = !DILocalVariable(name: "e", scope: !1478, file: !2, line: 24, type: !1500)
!1500 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1501, size: 64)
!1501 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1502)
!1502 = !DICompositeType(tag: DW_TAG_class_type, name: "out_of_range", scope: !57, file: !56, line: 200, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt12out_of_range")
!1503 = !DILocation(line: 0, scope: !1478)
!1504 = !DILocation(line: 15, column: 11, scope: !1505)
!1505 = distinct !DILexicalBlock(scope: !1490, file: !2, line: 14, column: 9)
!1506 = !DILocation(line: 15, column: 19, scope: !1507)
!1507 = distinct !DILexicalBlock(scope: !1505, file: !2, line: 15, column: 11)
!1508 = !DILocation(line: 15, column: 25, scope: !1507)
!1509 = !DILocation(line: 31, column: 1, scope: !1507)
!1510 = !DILocation(line: 16, column: 29, scope: !1511)
!1511 = distinct !DILexicalBlock(scope: !1505, file: !2, line: 16, column: 11)
!1512 = !DILocalVariable(name: "__l", arg: 2, scope: !1513, file: !49, line: 673, type: !384)
!1513 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2ESt16initializer_listIiERKS0_", scope: !68, file: !49, line: 673, type: !382, scopeLine: 676, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !381, retainedNodes: !1514)
!1514 = !{!1515, !1512, !1517}
!1515 = !DILocalVariable(name: "this", arg: 1, scope: !1513, type: !1516, flags: DIFlagArtificial | DIFlagObjectPointer)
!1516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!1517 = !DILocalVariable(name: "__a", arg: 3, scope: !1513, file: !49, line: 674, type: !341)
!1518 = !DILocation(line: 0, scope: !1513, inlinedAt: !1519)
!1519 = distinct !DILocation(line: 16, column: 29, scope: !1511)
!1520 = !DILocalVariable(name: "this", arg: 1, scope: !1521, type: !1524, flags: DIFlagArtificial | DIFlagObjectPointer)
!1521 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2ERKS0_", scope: !71, file: !49, line: 318, type: !255, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !254, retainedNodes: !1522)
!1522 = !{!1520, !1523}
!1523 = !DILocalVariable(name: "__a", arg: 2, scope: !1521, file: !49, line: 318, type: !257)
!1524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!1525 = !DILocation(line: 0, scope: !1521, inlinedAt: !1526)
!1526 = distinct !DILocation(line: 675, column: 9, scope: !1513, inlinedAt: !1519)
!1527 = !DILocalVariable(name: "this", arg: 1, scope: !1528, type: !1531, flags: DIFlagArtificial | DIFlagObjectPointer)
!1528 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2ERKS0_", scope: !74, file: !49, line: 143, type: !222, scopeLine: 145, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !221, retainedNodes: !1529)
!1529 = !{!1527, !1530}
!1530 = !DILocalVariable(name: "__a", arg: 2, scope: !1528, file: !49, line: 143, type: !224)
!1531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!1532 = !DILocation(line: 0, scope: !1528, inlinedAt: !1533)
!1533 = distinct !DILocation(line: 319, column: 9, scope: !1521, inlinedAt: !1526)
!1534 = !DILocalVariable(name: "this", arg: 1, scope: !1535, type: !1537, flags: DIFlagArtificial | DIFlagObjectPointer)
!1535 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev", scope: !193, file: !49, line: 99, type: !201, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !200, retainedNodes: !1536)
!1536 = !{!1534}
!1537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!1538 = !DILocation(line: 0, scope: !1535, inlinedAt: !1539)
!1539 = distinct !DILocation(line: 143, column: 2, scope: !1528, inlinedAt: !1533)
!1540 = !DILocalVariable(arg: 4, scope: !1541, file: !49, line: 1683, type: !1544)
!1541 = distinct !DISubprogram(name: "_M_range_initialize<const int *>", linkageName: "_ZNSt6vectorIiSaIiEE19_M_range_initializeIPKiEEvT_S5_St20forward_iterator_tag", scope: !68, file: !49, line: 1682, type: !1542, scopeLine: 1684, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1550, declaration: !1549, retainedNodes: !1552)
!1542 = !DISubroutineType(types: !1543)
!1543 = !{null, !337, !124, !124, !1544}
!1544 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !57, file: !1545, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1546, identifier: "_ZTSSt20forward_iterator_tag")
!1545 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1546 = !{!1547}
!1547 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1544, baseType: !1548, extraData: i32 0)
!1548 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !57, file: !1545, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !190, identifier: "_ZTSSt18input_iterator_tag")
!1549 = !DISubprogram(name: "_M_range_initialize<const int *>", linkageName: "_ZNSt6vectorIiSaIiEE19_M_range_initializeIPKiEEvT_S5_St20forward_iterator_tag", scope: !68, file: !49, line: 1682, type: !1542, scopeLine: 1682, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1550)
!1550 = !{!1551}
!1551 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !124)
!1552 = !{!1553, !1554, !1555, !1540, !1556}
!1553 = !DILocalVariable(name: "this", arg: 1, scope: !1541, type: !1516, flags: DIFlagArtificial | DIFlagObjectPointer)
!1554 = !DILocalVariable(name: "__first", arg: 2, scope: !1541, file: !49, line: 1682, type: !124)
!1555 = !DILocalVariable(name: "__last", arg: 3, scope: !1541, file: !49, line: 1682, type: !124)
!1556 = !DILocalVariable(name: "__n", scope: !1541, file: !49, line: 1685, type: !1557)
!1557 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!1558 = !DILocation(line: 0, scope: !1541, inlinedAt: !1559)
!1559 = distinct !DILocation(line: 677, column: 2, scope: !1560, inlinedAt: !1519)
!1560 = distinct !DILexicalBlock(scope: !1513, file: !49, line: 676, column: 7)
!1561 = !DILocalVariable(name: "this", arg: 1, scope: !1562, type: !1524, flags: DIFlagArtificial | DIFlagObjectPointer)
!1562 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !71, file: !49, line: 375, type: !280, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !279, retainedNodes: !1563)
!1563 = !{!1561, !1564}
!1564 = !DILocalVariable(name: "__n", arg: 2, scope: !1562, file: !49, line: 375, type: !60)
!1565 = !DILocation(line: 0, scope: !1562, inlinedAt: !1566)
!1566 = distinct !DILocation(line: 1687, column: 14, scope: !1541, inlinedAt: !1559)
!1567 = !DILocalVariable(name: "__a", arg: 1, scope: !1568, file: !86, line: 463, type: !92)
!1568 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !85, file: !86, line: 463, type: !89, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !88, retainedNodes: !1569)
!1569 = !{!1567, !1570}
!1570 = !DILocalVariable(name: "__n", arg: 2, scope: !1568, file: !86, line: 463, type: !155)
!1571 = !DILocation(line: 0, scope: !1568, inlinedAt: !1572)
!1572 = distinct !DILocation(line: 378, column: 20, scope: !1562, inlinedAt: !1566)
!1573 = !DILocalVariable(name: "this", arg: 1, scope: !1574, type: !1578, flags: DIFlagArtificial | DIFlagObjectPointer)
!1574 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !100, file: !101, line: 112, type: !129, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !128, retainedNodes: !1575)
!1575 = !{!1573, !1576, !1577}
!1576 = !DILocalVariable(name: "__n", arg: 2, scope: !1574, file: !101, line: 112, type: !131)
!1577 = !DILocalVariable(arg: 3, scope: !1574, file: !101, line: 112, type: !63)
!1578 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!1579 = !DILocation(line: 0, scope: !1574, inlinedAt: !1580)
!1580 = distinct !DILocation(line: 464, column: 20, scope: !1568, inlinedAt: !1572)
!1581 = !DILocation(line: 137, column: 27, scope: !1574, inlinedAt: !1580)
!1582 = !DILocation(line: 679, column: 7, scope: !1560, inlinedAt: !1519)
!1583 = !DILocalVariable(name: "this", arg: 1, scope: !1584, type: !1524, flags: DIFlagArtificial | DIFlagObjectPointer)
!1584 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !71, file: !49, line: 364, type: !252, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !278, retainedNodes: !1585)
!1585 = !{!1583}
!1586 = !DILocation(line: 0, scope: !1584, inlinedAt: !1587)
!1587 = distinct !DILocation(line: 679, column: 7, scope: !1560, inlinedAt: !1519)
!1588 = !DILocalVariable(name: "this", arg: 1, scope: !1589, type: !1524, flags: DIFlagArtificial | DIFlagObjectPointer)
!1589 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !71, file: !49, line: 383, type: !283, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !282, retainedNodes: !1590)
!1590 = !{!1588, !1591, !1592}
!1591 = !DILocalVariable(name: "__p", arg: 2, scope: !1589, file: !49, line: 383, type: !196)
!1592 = !DILocalVariable(name: "__n", arg: 3, scope: !1589, file: !49, line: 383, type: !60)
!1593 = !DILocation(line: 0, scope: !1589, inlinedAt: !1594)
!1594 = distinct !DILocation(line: 366, column: 2, scope: !1595, inlinedAt: !1587)
!1595 = distinct !DILexicalBlock(scope: !1584, file: !49, line: 365, column: 7)
!1596 = !DILocation(line: 386, column: 6, scope: !1589, inlinedAt: !1594)
!1597 = !DILocation(line: 1687, column: 6, scope: !1541, inlinedAt: !1559)
!1598 = !DILocation(line: 1688, column: 61, scope: !1541, inlinedAt: !1559)
!1599 = !DILocation(line: 1688, column: 18, scope: !1541, inlinedAt: !1559)
!1600 = !DILocation(line: 1688, column: 36, scope: !1541, inlinedAt: !1559)
!1601 = !{!1455, !1456, i64 16}
!1602 = !DILocalVariable(name: "__first", arg: 1, scope: !1603, file: !1604, line: 365, type: !124)
!1603 = distinct !DISubprogram(name: "__uninitialized_copy_a<const int *, int *, int>", linkageName: "_ZSt22__uninitialized_copy_aIPKiPiiET0_T_S4_S3_RSaIT1_E", scope: !57, file: !1604, line: 365, type: !1605, scopeLine: 367, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1611, retainedNodes: !1607)
!1604 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1605 = !DISubroutineType(types: !1606)
!1606 = !{!65, !124, !124, !65, !153}
!1607 = !{!1602, !1608, !1609, !1610}
!1608 = !DILocalVariable(name: "__last", arg: 2, scope: !1603, file: !1604, line: 365, type: !124)
!1609 = !DILocalVariable(name: "__result", arg: 3, scope: !1603, file: !1604, line: 366, type: !65)
!1610 = !DILocalVariable(arg: 4, scope: !1603, file: !1604, line: 366, type: !153)
!1611 = !{!1612, !1613, !140}
!1612 = !DITemplateTypeParameter(name: "_InputIterator", type: !124)
!1613 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !65)
!1614 = !DILocation(line: 0, scope: !1603, inlinedAt: !1615)
!1615 = distinct !DILocation(line: 1690, column: 6, scope: !1541, inlinedAt: !1559)
!1616 = !DILocalVariable(name: "__first", arg: 1, scope: !1617, file: !1604, line: 163, type: !124)
!1617 = distinct !DISubprogram(name: "uninitialized_copy<const int *, int *>", linkageName: "_ZSt18uninitialized_copyIPKiPiET0_T_S4_S3_", scope: !57, file: !1604, line: 163, type: !1618, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1625, retainedNodes: !1620)
!1618 = !DISubroutineType(types: !1619)
!1619 = !{!65, !124, !124, !65}
!1620 = !{!1616, !1621, !1622, !1623, !1624}
!1621 = !DILocalVariable(name: "__last", arg: 2, scope: !1617, file: !1604, line: 163, type: !124)
!1622 = !DILocalVariable(name: "__result", arg: 3, scope: !1617, file: !1604, line: 164, type: !65)
!1623 = !DILocalVariable(name: "__can_memmove", scope: !1617, file: !1604, line: 174, type: !295)
!1624 = !DILocalVariable(name: "__assignable", scope: !1617, file: !1604, line: 181, type: !295)
!1625 = !{!1612, !1613}
!1626 = !DILocation(line: 0, scope: !1617, inlinedAt: !1627)
!1627 = distinct !DILocation(line: 372, column: 14, scope: !1603, inlinedAt: !1615)
!1628 = !DILocalVariable(name: "__first", arg: 1, scope: !1629, file: !1604, line: 145, type: !124)
!1629 = distinct !DISubprogram(name: "__uninit_copy<const int *, int *>", linkageName: "_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIPKiPiEET0_T_S6_S5_", scope: !1630, file: !1604, line: 145, type: !1618, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1625, declaration: !1633, retainedNodes: !1634)
!1630 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_copy<true>", scope: !57, file: !1604, line: 141, size: 8, flags: DIFlagTypePassByValue, elements: !190, templateParams: !1631, identifier: "_ZTSSt20__uninitialized_copyILb1EE")
!1631 = !{!1632}
!1632 = !DITemplateValueParameter(name: "_TrivialValueTypes", type: !183, value: i1 true)
!1633 = !DISubprogram(name: "__uninit_copy<const int *, int *>", linkageName: "_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIPKiPiEET0_T_S6_S5_", scope: !1630, file: !1604, line: 145, type: !1618, scopeLine: 145, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1625)
!1634 = !{!1628, !1635, !1636}
!1635 = !DILocalVariable(name: "__last", arg: 2, scope: !1629, file: !1604, line: 145, type: !124)
!1636 = !DILocalVariable(name: "__result", arg: 3, scope: !1629, file: !1604, line: 146, type: !65)
!1637 = !DILocation(line: 0, scope: !1629, inlinedAt: !1638)
!1638 = distinct !DILocation(line: 184, column: 14, scope: !1617, inlinedAt: !1627)
!1639 = !DILocalVariable(name: "__first", arg: 1, scope: !1640, file: !1641, line: 611, type: !124)
!1640 = distinct !DISubprogram(name: "copy<const int *, int *>", linkageName: "_ZSt4copyIPKiPiET0_T_S4_S3_", scope: !57, file: !1641, line: 611, type: !1618, scopeLine: 612, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1645, retainedNodes: !1642)
!1641 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1642 = !{!1639, !1643, !1644}
!1643 = !DILocalVariable(name: "__last", arg: 2, scope: !1640, file: !1641, line: 611, type: !124)
!1644 = !DILocalVariable(name: "__result", arg: 3, scope: !1640, file: !1641, line: 611, type: !65)
!1645 = !{!1646, !1647}
!1646 = !DITemplateTypeParameter(name: "_II", type: !124)
!1647 = !DITemplateTypeParameter(name: "_OI", type: !65)
!1648 = !DILocation(line: 0, scope: !1640, inlinedAt: !1649)
!1649 = distinct !DILocation(line: 147, column: 18, scope: !1629, inlinedAt: !1638)
!1650 = !DILocalVariable(name: "__first", arg: 1, scope: !1651, file: !1641, line: 527, type: !124)
!1651 = distinct !DISubprogram(name: "__copy_move_a<false, const int *, int *>", linkageName: "_ZSt13__copy_move_aILb0EPKiPiET1_T0_S4_S3_", scope: !57, file: !1641, line: 527, type: !1618, scopeLine: 528, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1655, retainedNodes: !1652)
!1652 = !{!1650, !1653, !1654}
!1653 = !DILocalVariable(name: "__last", arg: 2, scope: !1651, file: !1641, line: 527, type: !124)
!1654 = !DILocalVariable(name: "__result", arg: 3, scope: !1651, file: !1641, line: 527, type: !65)
!1655 = !{!1656, !1646, !1647}
!1656 = !DITemplateValueParameter(name: "_IsMove", type: !183, value: i1 false)
!1657 = !DILocation(line: 0, scope: !1651, inlinedAt: !1658)
!1658 = distinct !DILocation(line: 619, column: 14, scope: !1640, inlinedAt: !1649)
!1659 = !DILocalVariable(name: "__first", arg: 1, scope: !1660, file: !1641, line: 521, type: !124)
!1660 = distinct !DISubprogram(name: "__copy_move_a1<false, const int *, int *>", linkageName: "_ZSt14__copy_move_a1ILb0EPKiPiET1_T0_S4_S3_", scope: !57, file: !1641, line: 521, type: !1618, scopeLine: 522, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1655, retainedNodes: !1661)
!1661 = !{!1659, !1662, !1663}
!1662 = !DILocalVariable(name: "__last", arg: 2, scope: !1660, file: !1641, line: 521, type: !124)
!1663 = !DILocalVariable(name: "__result", arg: 3, scope: !1660, file: !1641, line: 521, type: !65)
!1664 = !DILocation(line: 0, scope: !1660, inlinedAt: !1665)
!1665 = distinct !DILocation(line: 530, column: 3, scope: !1651, inlinedAt: !1658)
!1666 = !DILocalVariable(name: "__first", arg: 1, scope: !1667, file: !1641, line: 486, type: !124)
!1667 = distinct !DISubprogram(name: "__copy_move_a2<false, const int *, int *>", linkageName: "_ZSt14__copy_move_a2ILb0EPKiPiET1_T0_S4_S3_", scope: !57, file: !1641, line: 486, type: !1618, scopeLine: 487, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1655, retainedNodes: !1668)
!1668 = !{!1666, !1669, !1670}
!1669 = !DILocalVariable(name: "__last", arg: 2, scope: !1667, file: !1641, line: 486, type: !124)
!1670 = !DILocalVariable(name: "__result", arg: 3, scope: !1667, file: !1641, line: 486, type: !65)
!1671 = !DILocation(line: 0, scope: !1667, inlinedAt: !1672)
!1672 = distinct !DILocation(line: 522, column: 14, scope: !1660, inlinedAt: !1665)
!1673 = !DILocalVariable(name: "__first", arg: 1, scope: !1674, file: !1641, line: 420, type: !124)
!1674 = distinct !DISubprogram(name: "__copy_m<int>", linkageName: "_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIiEEPT_PKS3_S6_S4_", scope: !1675, file: !1641, line: 420, type: !1618, scopeLine: 421, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !139, declaration: !1685, retainedNodes: !1686)
!1675 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__copy_move<false, true, std::random_access_iterator_tag>", scope: !57, file: !1641, line: 415, size: 8, flags: DIFlagTypePassByValue, elements: !190, templateParams: !1676, identifier: "_ZTSSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE")
!1676 = !{!1656, !1677, !1678}
!1677 = !DITemplateValueParameter(name: "_IsSimple", type: !183, value: i1 true)
!1678 = !DITemplateTypeParameter(name: "_Category", type: !1679)
!1679 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !57, file: !1545, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1680, identifier: "_ZTSSt26random_access_iterator_tag")
!1680 = !{!1681}
!1681 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1679, baseType: !1682, extraData: i32 0)
!1682 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !57, file: !1545, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1683, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1683 = !{!1684}
!1684 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1682, baseType: !1544, extraData: i32 0)
!1685 = !DISubprogram(name: "__copy_m<int>", linkageName: "_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIiEEPT_PKS3_S6_S4_", scope: !1675, file: !1641, line: 420, type: !1618, scopeLine: 420, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !139)
!1686 = !{!1673, !1687, !1688, !1689}
!1687 = !DILocalVariable(name: "__last", arg: 2, scope: !1674, file: !1641, line: 420, type: !124)
!1688 = !DILocalVariable(name: "__result", arg: 3, scope: !1674, file: !1641, line: 420, type: !65)
!1689 = !DILocalVariable(name: "_Num", scope: !1674, file: !1641, line: 429, type: !1690)
!1690 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1691)
!1691 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !57, file: !61, line: 299, baseType: !618)
!1692 = !DILocation(line: 0, scope: !1674, inlinedAt: !1693)
!1693 = distinct !DILocation(line: 494, column: 14, scope: !1667, inlinedAt: !1672)
!1694 = !DILocation(line: 431, column: 6, scope: !1695, inlinedAt: !1693)
!1695 = distinct !DILexicalBlock(scope: !1674, file: !1641, line: 430, column: 8)
!1696 = !DILocation(line: 1689, column: 18, scope: !1541, inlinedAt: !1559)
!1697 = !DILocation(line: 1689, column: 28, scope: !1541, inlinedAt: !1559)
!1698 = !DILocation(line: 16, column: 26, scope: !1511)
!1699 = !DILocalVariable(name: "this", arg: 1, scope: !1700, type: !1516, flags: DIFlagArtificial | DIFlagObjectPointer)
!1700 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !68, file: !49, line: 728, type: !335, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !410, retainedNodes: !1701)
!1701 = !{!1699}
!1702 = !DILocation(line: 0, scope: !1700, inlinedAt: !1703)
!1703 = distinct !DILocation(line: 16, column: 19, scope: !1511)
!1704 = !DILocation(line: 0, scope: !1584, inlinedAt: !1705)
!1705 = distinct !DILocation(line: 733, column: 7, scope: !1706, inlinedAt: !1703)
!1706 = distinct !DILexicalBlock(scope: !1700, file: !49, line: 729, column: 7)
!1707 = !DILocation(line: 0, scope: !1589, inlinedAt: !1708)
!1708 = distinct !DILocation(line: 366, column: 2, scope: !1595, inlinedAt: !1705)
!1709 = !DILocalVariable(name: "__a", arg: 1, scope: !1710, file: !86, line: 495, type: !92)
!1710 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !85, file: !86, line: 495, type: !161, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !160, retainedNodes: !1711)
!1711 = !{!1709, !1712, !1713}
!1712 = !DILocalVariable(name: "__p", arg: 2, scope: !1710, file: !86, line: 495, type: !91)
!1713 = !DILocalVariable(name: "__n", arg: 3, scope: !1710, file: !86, line: 495, type: !155)
!1714 = !DILocation(line: 0, scope: !1710, inlinedAt: !1715)
!1715 = distinct !DILocation(line: 387, column: 4, scope: !1716, inlinedAt: !1708)
!1716 = distinct !DILexicalBlock(scope: !1589, file: !49, line: 386, column: 6)
!1717 = !DILocalVariable(name: "this", arg: 1, scope: !1718, type: !1578, flags: DIFlagArtificial | DIFlagObjectPointer)
!1718 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !100, file: !101, line: 142, type: !133, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !132, retainedNodes: !1719)
!1719 = !{!1717, !1720, !1721}
!1720 = !DILocalVariable(name: "__p", arg: 2, scope: !1718, file: !101, line: 142, type: !65)
!1721 = !DILocalVariable(name: "__n", arg: 3, scope: !1718, file: !101, line: 142, type: !131)
!1722 = !DILocation(line: 0, scope: !1718, inlinedAt: !1723)
!1723 = distinct !DILocation(line: 496, column: 13, scope: !1710, inlinedAt: !1715)
!1724 = !DILocation(line: 158, column: 2, scope: !1718, inlinedAt: !1723)
!1725 = !DILocation(line: 16, column: 19, scope: !1511)
!1726 = !DILocation(line: 31, column: 1, scope: !1511)
!1727 = !DILocation(line: 0, scope: !1700, inlinedAt: !1728)
!1728 = distinct !DILocation(line: 16, column: 19, scope: !1511)
!1729 = !DILocation(line: 0, scope: !1584, inlinedAt: !1730)
!1730 = distinct !DILocation(line: 733, column: 7, scope: !1706, inlinedAt: !1728)
!1731 = !DILocation(line: 0, scope: !1589, inlinedAt: !1732)
!1732 = distinct !DILocation(line: 366, column: 2, scope: !1595, inlinedAt: !1730)
!1733 = !DILocation(line: 0, scope: !1710, inlinedAt: !1734)
!1734 = distinct !DILocation(line: 387, column: 4, scope: !1716, inlinedAt: !1732)
!1735 = !DILocation(line: 0, scope: !1718, inlinedAt: !1736)
!1736 = distinct !DILocation(line: 496, column: 13, scope: !1710, inlinedAt: !1734)
!1737 = !DILocation(line: 158, column: 2, scope: !1718, inlinedAt: !1736)
!1738 = !DILocation(line: 17, column: 19, scope: !1739)
!1739 = distinct !DILexicalBlock(scope: !1505, file: !2, line: 17, column: 11)
!1740 = !DILocation(line: 17, column: 25, scope: !1739)
!1741 = !DILocation(line: 0, scope: !1505)
!1742 = !DILocation(line: 31, column: 1, scope: !1739)
!1743 = !DILocation(line: 31, column: 1, scope: !1505)
!1744 = !DILocation(line: 19, column: 5, scope: !1505)
!1745 = !DILocation(line: 0, scope: !1490)
!1746 = !DILocation(line: 20, column: 42, scope: !1747)
!1747 = distinct !DILexicalBlock(scope: !1490, file: !2, line: 19, column: 41)
!1748 = !{!1749, !1749, i64 0}
!1749 = !{!"vtable pointer", !1458, i64 0}
!1750 = !DILocation(line: 20, column: 7, scope: !1747)
!1751 = !DILocation(line: 21, column: 13, scope: !1752)
!1752 = distinct !DILexicalBlock(scope: !1747, file: !2, line: 21, column: 11)
!1753 = !DILocation(line: 21, column: 11, scope: !1747)
!1754 = !DILocation(line: 21, column: 19, scope: !1752)
!1755 = !DILocation(line: 31, column: 1, scope: !1747)
!1756 = !DILocation(line: 22, column: 7, scope: !1747)
!1757 = !DILocation(line: 22, column: 13, scope: !1747)
!1758 = !DILocation(line: 23, column: 5, scope: !1747)
!1759 = !DILocation(line: 31, column: 1, scope: !1490)
!1760 = !DILocation(line: 24, column: 3, scope: !1490)
!1761 = !DILocation(line: 30, column: 3, scope: !1762)
!1762 = distinct !DILexicalBlock(scope: !1478, file: !2, line: 27, column: 37)
!1763 = !DILocation(line: 25, column: 5, scope: !1764)
!1764 = distinct !DILexicalBlock(scope: !1478, file: !2, line: 24, column: 40)
!1765 = !DILocation(line: 27, column: 3, scope: !1764)
!1766 = !DILocation(line: 28, column: 44, scope: !1762)
!1767 = !DILocation(line: 28, column: 5, scope: !1762)
!1768 = !DILocation(line: 31, column: 1, scope: !1478)
!1769 = !DILocalVariable(name: "this", arg: 1, scope: !1770, type: !1772, flags: DIFlagArtificial | DIFlagObjectPointer)
!1770 = distinct !DISubprogram(name: "~Noisy", linkageName: "_ZN5NoisyD2Ev", scope: !1482, file: !2, line: 7, type: !1486, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !1485, retainedNodes: !1771)
!1771 = !{!1769}
!1772 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1482, size: 64)
!1773 = !DILocation(line: 0, scope: !1770, inlinedAt: !1774)
!1774 = distinct !DILocation(line: 31, column: 1, scope: !1478)
!1775 = !DILocation(line: 7, column: 42, scope: !1776, inlinedAt: !1774)
!1776 = distinct !DILexicalBlock(scope: !1770, file: !2, line: 7, column: 40)
!1777 = !DILocation(line: 0, scope: !1770, inlinedAt: !1778)
!1778 = distinct !DILocation(line: 31, column: 1, scope: !1478)
!1779 = !DILocation(line: 7, column: 42, scope: !1776, inlinedAt: !1778)
!1780 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !737, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !1781)
!1781 = !{!1782, !1783, !1785, !1788, !1790}
!1782 = !DILocalVariable(name: "total", scope: !1780, file: !2, line: 34, type: !66)
!1783 = !DILocalVariable(name: "i", scope: !1784, file: !2, line: 35, type: !66)
!1784 = distinct !DILexicalBlock(scope: !1780, file: !2, line: 35, column: 3)
!1785 = !DILocalVariable(name: "r", scope: !1786, file: !2, line: 36, type: !66)
!1786 = distinct !DILexicalBlock(scope: !1787, file: !2, line: 35, column: 31)
!1787 = distinct !DILexicalBlock(scope: !1784, file: !2, line: 35, column: 3)
!1788 = !DILocalVariable(name: "e", scope: !1789, file: !2, line: 41, type: !66)
!1789 = distinct !DILexicalBlock(scope: !1780, file: !2, line: 40, column: 7)
!1790 = !DILocalVariable(name: "e", scope: !1780, file: !2, line: 42, type: !66)
!1791 = !DILocation(line: 0, scope: !1780)
!1792 = !DILocation(line: 0, scope: !1784)
!1793 = !DILocation(line: 36, column: 13, scope: !1786)
!1794 = !DILocation(line: 0, scope: !1786)
!1795 = !DILocation(line: 37, column: 5, scope: !1786)
!1796 = !DILocation(line: 41, column: 11, scope: !1797)
!1797 = distinct !DILexicalBlock(scope: !1789, file: !2, line: 41, column: 9)
!1798 = !DILocation(line: 45, column: 1, scope: !1797)
!1799 = !DILocation(line: 41, column: 20, scope: !1797)
!1800 = !DILocation(line: 0, scope: !1789)
!1801 = !DILocation(line: 41, column: 38, scope: !1802)
!1802 = distinct !DILexicalBlock(scope: !1789, file: !2, line: 41, column: 36)
!1803 = !DILocation(line: 41, column: 81, scope: !1802)
!1804 = !DILocation(line: 45, column: 1, scope: !1802)
!1805 = !DILocation(line: 41, column: 88, scope: !1802)
!1806 = !DILocation(line: 45, column: 1, scope: !1789)
!1807 = !DILocation(line: 42, column: 3, scope: !1789)
!1808 = !DILocation(line: 38, column: 11, scope: !1786)
!1809 = !DILocation(line: 42, column: 27, scope: !1810)
!1810 = distinct !DILexicalBlock(scope: !1780, file: !2, line: 42, column: 19)
!1811 = !DILocation(line: 42, column: 33, scope: !1810)
!1812 = !DILocation(line: 43, column: 3, scope: !1780)
!1813 = !DILocation(line: 44, column: 16, scope: !1780)
!1814 = !DILocation(line: 44, column: 10, scope: !1780)
!1815 = !DILocation(line: 44, column: 3, scope: !1780)
!1816 = !DILocation(line: 45, column: 1, scope: !1780)
!1817 = !DISubprogram(name: "__throw_out_of_range_fmt", linkageName: "_ZSt24__throw_out_of_range_fmtPKcz", scope: !57, file: !1818, line: 81, type: !1819, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1818 = !DIFile(filename: "/usr/lib/gcc-cross/aarch64-linux-gnu/12/../../../../aarch64-linux-gnu/include/c++/12/bits/functexcept.h", directory: "", checksumkind: CSK_MD5, checksum: "a363406ed41198146320f1e077ba3f30")
!1819 = !DISubroutineType(types: !1820)
!1820 = !{null, !551, null}
