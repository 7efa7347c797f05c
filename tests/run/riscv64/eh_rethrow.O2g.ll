; ModuleID = 'tests/run/riscv64/eh_rethrow.cpp'
source_filename = "tests/run/riscv64/eh_rethrow.cpp"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @_Z2atRKSt6vectorIiSaIiEEm(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #0 !dbg !1423 {
    #dbg_value(ptr %0, !1427, !DIExpression(), !1429)
    #dbg_value(i64 %1, !1428, !DIExpression(), !1429)
    #dbg_value(ptr %0, !1430, !DIExpression(), !1435)
    #dbg_value(i64 %1, !1433, !DIExpression(), !1435)
    #dbg_value(ptr %0, !1437, !DIExpression(), !1441)
    #dbg_value(i64 %1, !1440, !DIExpression(), !1441)
    #dbg_value(ptr %0, !1443, !DIExpression(), !1446)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1449
  %4 = load ptr, ptr %3, align 8, !dbg !1449, !tbaa !1450
  %5 = load ptr, ptr %0, align 8, !dbg !1455, !tbaa !1456
  %6 = ptrtoint ptr %4 to i64, !dbg !1457
  %7 = ptrtoint ptr %5 to i64, !dbg !1457
  %8 = sub i64 %6, %7, !dbg !1457
  %9 = ashr exact i64 %8, 2, !dbg !1457
  %10 = icmp ugt i64 %9, %1, !dbg !1458
  br i1 %10, label %12, label %11, !dbg !1459

11:                                               ; preds = %2
    #dbg_value(ptr %0, !1443, !DIExpression(), !1460)
  tail call void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.11, i64 noundef %1, i64 noundef %9) #13, !dbg !1462
  unreachable, !dbg !1462

12:                                               ; preds = %2
    #dbg_value(ptr %0, !1463, !DIExpression(), !1467)
    #dbg_value(i64 %1, !1466, !DIExpression(), !1467)
  %13 = getelementptr inbounds i32, ptr %5, i64 %1, !dbg !1469
  %14 = load i32, ptr %13, align 4, !dbg !1470, !tbaa !1471
  ret i32 %14, !dbg !1473
}

; Function Attrs: mustprogress uwtable
define dso_local noundef signext i32 @_Z5stagei(i32 noundef signext %0) local_unnamed_addr #1 personality ptr @__gxx_personality_v0 !dbg !1474 {
  %2 = alloca %"class.std::vector", align 8
    #dbg_value(i32 %0, !1476, !DIExpression(), !1499)
    #dbg_value(ptr @.str, !1477, !DIExpression(), !1499)
  switch i32 %0, label %87 [
    i32 1, label %3
    i32 2, label %9
    i32 3, label %25
  ], !dbg !1500

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #14, !dbg !1502
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @.str.1)
          to label %27 unwind label %5, !dbg !1504

5:                                                ; preds = %3
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1505
  tail call void @__cxa_free_exception(ptr %4) #14, !dbg !1502
  br label %34, !dbg !1502

7:                                                ; preds = %27
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1505
  br label %34, !dbg !1505

9:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #14, !dbg !1506
    #dbg_value(ptr undef, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1514)
    #dbg_value(i64 3, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1514)
    #dbg_value(ptr %2, !1511, !DIExpression(), !1514)
    #dbg_value(ptr undef, !1513, !DIExpression(), !1514)
    #dbg_value(ptr %2, !1516, !DIExpression(), !1521)
    #dbg_value(ptr undef, !1519, !DIExpression(), !1521)
    #dbg_value(ptr %2, !1523, !DIExpression(), !1528)
    #dbg_value(ptr undef, !1526, !DIExpression(), !1528)
    #dbg_value(ptr %2, !1530, !DIExpression(), !1534)
    #dbg_value(i64 0, !1536, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1554)
    #dbg_value(ptr %2, !1549, !DIExpression(), !1554)
    #dbg_value(ptr undef, !1550, !DIExpression(), !1554)
    #dbg_value(ptr undef, !1551, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1554)
    #dbg_value(i64 12, !1552, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1554)
    #dbg_value(ptr %2, !1557, !DIExpression(), !1561)
    #dbg_value(i64 12, !1560, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1561)
    #dbg_value(ptr %2, !1563, !DIExpression(), !1567)
    #dbg_value(i64 12, !1566, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1567)
    #dbg_value(ptr %2, !1569, !DIExpression(), !1575)
    #dbg_value(i64 12, !1572, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1575)
    #dbg_value(ptr null, !1573, !DIExpression(), !1575)
  %10 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #15
          to label %13 unwind label %11, !dbg !1577

11:                                               ; preds = %9
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1578
    #dbg_value(ptr %2, !1579, !DIExpression(), !1582)
    #dbg_value(ptr %2, !1584, !DIExpression(), !1589)
    #dbg_value(ptr null, !1587, !DIExpression(), !1589)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !1588, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1589)
  br label %23, !dbg !1592

13:                                               ; preds = %9
  store ptr %10, ptr %2, align 8, !dbg !1593, !tbaa !1456
  %14 = getelementptr inbounds i8, ptr %10, i64 12, !dbg !1594
  %15 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !1595
  store ptr %14, ptr %15, align 8, !dbg !1596, !tbaa !1597
    #dbg_value(ptr undef, !1598, !DIExpression(), !1610)
    #dbg_value(ptr undef, !1604, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1610)
    #dbg_value(ptr %10, !1605, !DIExpression(), !1610)
    #dbg_value(ptr %2, !1606, !DIExpression(), !1610)
    #dbg_value(ptr undef, !1612, !DIExpression(), !1622)
    #dbg_value(ptr undef, !1617, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1622)
    #dbg_value(ptr %10, !1618, !DIExpression(), !1622)
    #dbg_value(i8 1, !1619, !DIExpression(), !1622)
    #dbg_value(i8 1, !1620, !DIExpression(), !1622)
    #dbg_value(ptr undef, !1624, !DIExpression(), !1633)
    #dbg_value(ptr undef, !1631, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1633)
    #dbg_value(ptr %10, !1632, !DIExpression(), !1633)
    #dbg_value(ptr undef, !1635, !DIExpression(), !1644)
    #dbg_value(ptr undef, !1639, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1644)
    #dbg_value(ptr %10, !1640, !DIExpression(), !1644)
    #dbg_value(ptr undef, !1646, !DIExpression(), !1653)
    #dbg_value(ptr undef, !1649, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1653)
    #dbg_value(ptr %10, !1650, !DIExpression(), !1653)
    #dbg_value(ptr undef, !1655, !DIExpression(), !1660)
    #dbg_value(ptr undef, !1658, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1660)
    #dbg_value(ptr %10, !1659, !DIExpression(), !1660)
    #dbg_value(ptr undef, !1662, !DIExpression(), !1667)
    #dbg_value(ptr undef, !1665, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1667)
    #dbg_value(ptr %10, !1666, !DIExpression(), !1667)
    #dbg_value(ptr undef, !1669, !DIExpression(), !1688)
    #dbg_value(ptr undef, !1683, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !1688)
    #dbg_value(ptr %10, !1684, !DIExpression(), !1688)
    #dbg_value(i64 12, !1685, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1688)
  store i32 1, ptr %10, align 4, !dbg !1690
  %16 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !1690
  store i32 2, ptr %16, align 4, !dbg !1690
  %17 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1690
  store i32 3, ptr %17, align 4, !dbg !1690
  %18 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1692
  store ptr %14, ptr %18, align 8, !dbg !1693, !tbaa !1450
  %19 = invoke noundef signext i32 @_Z2atRKSt6vectorIiSaIiEEm(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 noundef 10)
          to label %20 unwind label %21, !dbg !1694

20:                                               ; preds = %13
    #dbg_value(ptr %2, !1695, !DIExpression(), !1698)
    #dbg_value(ptr %2, !1579, !DIExpression(), !1700)
    #dbg_value(ptr %2, !1584, !DIExpression(), !1703)
    #dbg_value(ptr %10, !1587, !DIExpression(), !1703)
    #dbg_value(i64 12, !1588, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1703)
    #dbg_value(ptr %2, !1705, !DIExpression(), !1710)
    #dbg_value(ptr %10, !1708, !DIExpression(), !1710)
    #dbg_value(i64 12, !1709, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1710)
    #dbg_value(ptr %2, !1713, !DIExpression(), !1718)
    #dbg_value(ptr %10, !1716, !DIExpression(), !1718)
    #dbg_value(i64 12, !1717, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1718)
  tail call void @_ZdlPvm(ptr noundef nonnull %10, i64 noundef 12) #16, !dbg !1720
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14, !dbg !1721
  br label %87, !dbg !1721

21:                                               ; preds = %13
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1722
    #dbg_value(ptr %2, !1695, !DIExpression(), !1723)
    #dbg_value(ptr %2, !1579, !DIExpression(), !1725)
    #dbg_value(ptr %2, !1584, !DIExpression(), !1727)
    #dbg_value(ptr %10, !1587, !DIExpression(), !1727)
    #dbg_value(i64 12, !1588, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1727)
    #dbg_value(ptr %2, !1705, !DIExpression(), !1729)
    #dbg_value(ptr %10, !1708, !DIExpression(), !1729)
    #dbg_value(i64 12, !1709, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1729)
    #dbg_value(ptr %2, !1713, !DIExpression(), !1731)
    #dbg_value(ptr %10, !1716, !DIExpression(), !1731)
    #dbg_value(i64 12, !1717, !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value), !1731)
  tail call void @_ZdlPvm(ptr noundef nonnull %10, i64 noundef 12) #16, !dbg !1733
  br label %23, !dbg !1721

23:                                               ; preds = %11, %21
  %24 = phi { ptr, i32 } [ %22, %21 ], [ %12, %11 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14, !dbg !1721
  br label %34, !dbg !1721

25:                                               ; preds = %1
  %26 = tail call ptr @__cxa_allocate_exception(i64 16) #14, !dbg !1734
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %26, ptr noundef nonnull @.str.2)
          to label %27 unwind label %32, !dbg !1736

27:                                               ; preds = %3, %25
  %28 = phi ptr [ %26, %25 ], [ %4, %3 ]
  %29 = phi ptr [ @_ZTISt13runtime_error, %25 ], [ @_ZTISt16invalid_argument, %3 ]
  %30 = phi ptr [ @_ZNSt13runtime_errorD1Ev, %25 ], [ @_ZNSt16invalid_argumentD1Ev, %3 ]
  invoke void @__cxa_throw(ptr nonnull %28, ptr nonnull %29, ptr nonnull %30) #13
          to label %31 unwind label %7, !dbg !1737

31:                                               ; preds = %27
  unreachable

32:                                               ; preds = %25
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1738
  tail call void @__cxa_free_exception(ptr %26) #14, !dbg !1734
  br label %34, !dbg !1734

34:                                               ; preds = %32, %23, %7, %5
  %35 = phi { ptr, i32 } [ %8, %7 ], [ %6, %5 ], [ %24, %23 ], [ %33, %32 ]
  %36 = extractvalue { ptr, i32 } %35, 0, !dbg !1739
  %37 = extractvalue { ptr, i32 } %35, 1, !dbg !1739
  %38 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt11logic_error) #14, !dbg !1740
  %39 = icmp eq i32 %37, %38, !dbg !1740
  br i1 %39, label %40, label %61, !dbg !1740

40:                                               ; preds = %34
  %41 = tail call ptr @__cxa_begin_catch(ptr %36) #14, !dbg !1740
    #dbg_value(ptr %41, !1485, !DIExpression(), !1741)
  %42 = load ptr, ptr %41, align 8, !dbg !1742, !tbaa !1744
  %43 = getelementptr inbounds i8, ptr %42, i64 16, !dbg !1742
  %44 = load ptr, ptr %43, align 8, !dbg !1742
  %45 = tail call noundef ptr %44(ptr noundef nonnull align 8 dereferenceable(16) %41) #14, !dbg !1742
  %46 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %45), !dbg !1746
  %47 = icmp eq i32 %0, 2, !dbg !1747
  br i1 %47, label %48, label %51, !dbg !1749

48:                                               ; preds = %40
  invoke void @__cxa_rethrow() #13
          to label %99 unwind label %49, !dbg !1750

49:                                               ; preds = %53, %48
  %50 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1751
  br label %56, !dbg !1751

51:                                               ; preds = %40
  %52 = tail call ptr @__cxa_allocate_exception(i64 16) #14, !dbg !1752
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %52, ptr noundef nonnull @.str.4)
          to label %53 unwind label %54, !dbg !1753

53:                                               ; preds = %51
  invoke void @__cxa_throw(ptr nonnull %52, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #13
          to label %99 unwind label %49, !dbg !1752

54:                                               ; preds = %51
  %55 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception, !dbg !1751
  tail call void @__cxa_free_exception(ptr %52) #14, !dbg !1752
  br label %56, !dbg !1752

56:                                               ; preds = %54, %49
  %57 = phi { ptr, i32 } [ %50, %49 ], [ %55, %54 ]
  invoke void @__cxa_end_catch()
          to label %58 unwind label %96, !dbg !1754

58:                                               ; preds = %56
  %59 = extractvalue { ptr, i32 } %57, 0, !dbg !1751
  %60 = extractvalue { ptr, i32 } %57, 1, !dbg !1751
  br label %61, !dbg !1754

61:                                               ; preds = %58, %34
  %62 = phi i32 [ %60, %58 ], [ %37, %34 ], !dbg !1755
  %63 = phi ptr [ %59, %58 ], [ %36, %34 ], !dbg !1755
  %64 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #14, !dbg !1756
  %65 = icmp eq i32 %62, %64, !dbg !1756
  br i1 %65, label %66, label %69, !dbg !1756

66:                                               ; preds = %61
  %67 = tail call ptr @__cxa_begin_catch(ptr %63) #14, !dbg !1757
    #dbg_value(ptr %67, !1495, !DIExpression(), !1499)
  %68 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !1759
  invoke void @__cxa_end_catch()
          to label %87 unwind label %83, !dbg !1761

69:                                               ; preds = %61
  %70 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #14, !dbg !1756
  %71 = icmp eq i32 %62, %70, !dbg !1756
  br i1 %71, label %72, label %90, !dbg !1756

72:                                               ; preds = %69
  %73 = tail call ptr @__cxa_begin_catch(ptr %63) #14, !dbg !1756
    #dbg_value(ptr %73, !1490, !DIExpression(), !1499)
  %74 = load ptr, ptr %73, align 8, !dbg !1762, !tbaa !1744
  %75 = getelementptr inbounds i8, ptr %74, i64 16, !dbg !1762
  %76 = load ptr, ptr %75, align 8, !dbg !1762
  %77 = tail call noundef ptr %76(ptr noundef nonnull align 8 dereferenceable(8) %73) #14, !dbg !1762
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %77), !dbg !1763
  invoke void @__cxa_end_catch()
          to label %87 unwind label %79, !dbg !1757

79:                                               ; preds = %72
  %80 = landingpad { ptr, i32 }
          cleanup, !dbg !1764
  %81 = extractvalue { ptr, i32 } %80, 0, !dbg !1764
  %82 = extractvalue { ptr, i32 } %80, 1, !dbg !1764
  br label %90, !dbg !1757

83:                                               ; preds = %66
  %84 = landingpad { ptr, i32 }
          cleanup, !dbg !1764
  %85 = extractvalue { ptr, i32 } %84, 0, !dbg !1764
  %86 = extractvalue { ptr, i32 } %84, 1, !dbg !1764
  br label %90, !dbg !1761

87:                                               ; preds = %66, %72, %1, %20
  %88 = phi i32 [ %19, %20 ], [ %0, %1 ], [ -1, %72 ], [ -2, %66 ], !dbg !1499
    #dbg_value(ptr undef, !1765, !DIExpression(), !1769)
  %89 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str), !dbg !1771
  ret i32 %88, !dbg !1764

90:                                               ; preds = %83, %79, %69
  %91 = phi i32 [ %86, %83 ], [ %82, %79 ], [ %62, %69 ], !dbg !1764
  %92 = phi ptr [ %85, %83 ], [ %81, %79 ], [ %63, %69 ], !dbg !1764
    #dbg_value(ptr undef, !1765, !DIExpression(), !1773)
  %93 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str), !dbg !1775
  %94 = insertvalue { ptr, i32 } poison, ptr %92, 0, !dbg !1764
  %95 = insertvalue { ptr, i32 } %94, i32 %91, 1, !dbg !1764
  resume { ptr, i32 } %95, !dbg !1764

96:                                               ; preds = %56
  %97 = landingpad { ptr, i32 }
          catch ptr null, !dbg !1754
  %98 = extractvalue { ptr, i32 } %97, 0, !dbg !1754
  tail call void @__clang_call_terminate(ptr %98) #17, !dbg !1754
  unreachable, !dbg !1754

99:                                               ; preds = %53, %48
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
declare !dbg !744 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

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
define dso_local noundef signext range(i32 0, 4) i32 @main() local_unnamed_addr #8 personality ptr @__gxx_personality_v0 !dbg !1776 {
    #dbg_value(i32 0, !1778, !DIExpression(), !1787)
    #dbg_value(i32 0, !1779, !DIExpression(), !1788)
    #dbg_value(i32 0, !1778, !DIExpression(), !1787)
    #dbg_value(i32 0, !1779, !DIExpression(), !1788)
  %1 = tail call noundef signext i32 @_Z5stagei(i32 noundef signext 0), !dbg !1789
    #dbg_value(i32 %1, !1781, !DIExpression(), !1790)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 0, i32 noundef signext %1), !dbg !1791
    #dbg_value(i32 %1, !1778, !DIExpression(), !1787)
    #dbg_value(i32 1, !1779, !DIExpression(), !1788)
  %3 = tail call noundef signext i32 @_Z5stagei(i32 noundef signext 1), !dbg !1789
    #dbg_value(i32 %3, !1781, !DIExpression(), !1790)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1, i32 noundef signext %3), !dbg !1791
    #dbg_value(!DIArgList(i32 %3, i32 %1), !1778, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1787)
    #dbg_value(i32 2, !1779, !DIExpression(), !1788)
  %5 = tail call noundef signext i32 @_Z5stagei(i32 noundef signext 2), !dbg !1789
    #dbg_value(i32 %5, !1781, !DIExpression(), !1790)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 2, i32 noundef signext %5), !dbg !1791
    #dbg_value(!DIArgList(i32 %5, i32 %3, i32 %1), !1778, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !1787)
    #dbg_value(i32 3, !1779, !DIExpression(), !1788)
  %7 = tail call noundef signext i32 @_Z5stagei(i32 noundef signext 3), !dbg !1789
    #dbg_value(i32 %7, !1781, !DIExpression(), !1790)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 3, i32 noundef signext %7), !dbg !1791
    #dbg_value(!DIArgList(i32 %7, i32 %5, i32 %3, i32 %1), !1778, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !1787)
    #dbg_value(i32 4, !1779, !DIExpression(), !1788)
  %9 = tail call noundef signext i32 @_Z5stagei(i32 noundef signext 4), !dbg !1789
    #dbg_value(i32 %9, !1781, !DIExpression(), !1790)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 4, i32 noundef signext %9), !dbg !1791
    #dbg_value(!DIArgList(i32 %9, i32 %7, i32 %5, i32 %3, i32 %1), !1778, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !1787)
    #dbg_value(i32 5, !1779, !DIExpression(), !1788)
  %11 = tail call ptr @__cxa_allocate_exception(i64 4) #14, !dbg !1792
  store i32 5, ptr %11, align 16, !dbg !1792, !tbaa !1471
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIi, ptr null) #13
          to label %43 unwind label %12, !dbg !1792

12:                                               ; preds = %0
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !1794
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !1794
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !1794
  %16 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #14, !dbg !1795
  %17 = icmp eq i32 %15, %16, !dbg !1795
  br i1 %17, label %18, label %26, !dbg !1795

18:                                               ; preds = %12
  %19 = tail call ptr @__cxa_begin_catch(ptr %14) #14, !dbg !1795
  %20 = load i32, ptr %19, align 4, !dbg !1795, !tbaa !1471
    #dbg_value(i32 %20, !1784, !DIExpression(), !1796)
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext %20), !dbg !1797
  invoke void @__cxa_rethrow() #13
          to label %43 unwind label %22, !dbg !1799

22:                                               ; preds = %18
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !1800
  %24 = extractvalue { ptr, i32 } %23, 0, !dbg !1800
  %25 = extractvalue { ptr, i32 } %23, 1, !dbg !1800
  tail call void @__cxa_end_catch() #14, !dbg !1801
  br label %26, !dbg !1801

26:                                               ; preds = %22, %12
  %27 = phi ptr [ %24, %22 ], [ %14, %12 ], !dbg !1802
  %28 = phi i32 [ %25, %22 ], [ %15, %12 ], !dbg !1802
  %29 = phi { ptr, i32 } [ %23, %22 ], [ %13, %12 ], !dbg !1803
  %30 = icmp eq i32 %28, %16, !dbg !1803
  br i1 %30, label %31, label %42, !dbg !1803

31:                                               ; preds = %26
  %32 = add nsw i32 %3, %1, !dbg !1804
    #dbg_value(!DIArgList(i32 %9, i32 %7, i32 %5, i32 %32), !1778, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !1787)
  %33 = add nsw i32 %5, %32, !dbg !1804
    #dbg_value(!DIArgList(i32 %9, i32 %7, i32 %33), !1778, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !1787)
  %34 = add nsw i32 %7, %33, !dbg !1804
    #dbg_value(!DIArgList(i32 %9, i32 %34), !1778, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1787)
  %35 = add nsw i32 %9, %34, !dbg !1804
    #dbg_value(i32 %35, !1778, !DIExpression(), !1787)
  %36 = tail call ptr @__cxa_begin_catch(ptr %27) #14, !dbg !1803
  %37 = load i32, ptr %36, align 4, !dbg !1803, !tbaa !1471
    #dbg_value(i32 %37, !1786, !DIExpression(), !1787)
  %38 = add nsw i32 %37, %35, !dbg !1805
    #dbg_value(i32 %38, !1778, !DIExpression(), !1787)
  tail call void @__cxa_end_catch() #14, !dbg !1807
  %39 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext %38), !dbg !1808
  %40 = icmp eq i32 %38, 5, !dbg !1809
  %41 = select i1 %40, i32 0, i32 3, !dbg !1810
  ret i32 %41, !dbg !1811

42:                                               ; preds = %26
  resume { ptr, i32 } %29, !dbg !1812

43:                                               ; preds = %18, %0
  unreachable
}

; Function Attrs: noreturn
declare !dbg !1813 void @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef, ...) local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #10 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #12 = { nofree nounwind }
attributes #13 = { noreturn }
attributes #14 = { nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }
attributes #17 = { noreturn nounwind }

!llvm.dbg.cu = !{!53}
!llvm.module.flags = !{!1411, !1412, !1413, !1414, !1415, !1417, !1418, !1419, !1420, !1421}
!llvm.ident = !{!1422}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/riscv64/eh_rethrow.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "421a6f65f427ed0ea562b92b4087be05")
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
!49 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 592, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 74)
!53 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !54, globals: !577, imports: !588, splitDebugInlining: false, nameTableKind: None)
!54 = !{!55, !58, !59, !63, !60, !65, !67, !94, !100, !384, !68, !71, !74, !193}
!55 = !DICompositeType(tag: DW_TAG_class_type, name: "invalid_argument", scope: !57, file: !56, line: 168, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16invalid_argument")
!56 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/stdexcept", directory: "")
!57 = !DINamespace(name: "std", scope: null)
!58 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !57, file: !56, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !49, line: 458, baseType: !60, flags: DIFlagPublic)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !57, file: !61, line: 298, baseType: !62)
!61 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/riscv64-linux-gnu/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "ee4ba70de4898b8190c6a75632fedb5c")
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
!79 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/ext/alloc_traits.h", directory: "")
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<int>", scope: !81, file: !79, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !190, templateParams: !139, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiE6rebindIiEE")
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<int>, int>", scope: !82, file: !79, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !83, templateParams: !188, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiEE")
!82 = !DINamespace(name: "__gnu_cxx", scope: null)
!83 = !{!84, !174, !177, !180, !184, !185, !186, !187}
!84 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !81, baseType: !85, extraData: i32 0)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<int> >", scope: !57, file: !86, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !87, templateParams: !172, identifier: "_ZTSSt16allocator_traitsISaIiEE")
!86 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!87 = !{!88, !156, !160, !163, !169}
!88 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !85, file: !86, line: 463, type: !89, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{!91, !92, !155}
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !85, file: !86, line: 420, baseType: !65)
!92 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !85, file: !86, line: 414, baseType: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<int>", scope: !57, file: !95, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !96, templateParams: !139, identifier: "_ZTSSaIiE")
!95 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!96 = !{!97, !141, !145, !150, !154}
!97 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !94, baseType: !98, flags: DIFlagPublic, extraData: i32 0)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<int>", scope: !57, file: !99, line: 47, baseType: !100)
!99 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/riscv64-linux-gnu/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!100 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<int>", scope: !57, file: !101, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !102, templateParams: !139, identifier: "_ZTSSt15__new_allocatorIiE")
!101 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
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
!291 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/type_traits", directory: "")
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
!385 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/initializer_list", directory: "")
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
!432 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
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
!588 = !{!589, !650, !656, !661, !665, !667, !669, !671, !673, !680, !685, !690, !694, !698, !702, !707, !711, !713, !717, !723, !727, !732, !734, !739, !743, !747, !749, !753, !757, !759, !763, !765, !767, !771, !775, !779, !783, !787, !791, !793, !800, !804, !808, !812, !814, !816, !820, !824, !825, !826, !827, !828, !829, !833, !837, !855, !858, !863, !870, !878, !882, !889, !893, !897, !899, !901, !905, !911, !915, !921, !927, !929, !933, !937, !941, !945, !949, !951, !955, !959, !963, !965, !969, !973, !977, !979, !981, !985, !993, !997, !1001, !1005, !1007, !1013, !1015, !1022, !1027, !1031, !1035, !1039, !1043, !1047, !1049, !1051, !1055, !1059, !1063, !1065, !1069, !1073, !1075, !1077, !1081, !1086, !1091, !1096, !1097, !1098, !1099, !1100, !1101, !1102, !1103, !1104, !1105, !1106, !1111, !1115, !1118, !1121, !1124, !1126, !1128, !1130, !1133, !1136, !1139, !1142, !1145, !1147, !1152, !1155, !1158, !1161, !1163, !1165, !1167, !1169, !1172, !1175, !1178, !1181, !1184, !1186, !1190, !1194, !1199, !1203, !1205, !1207, !1209, !1211, !1213, !1215, !1217, !1219, !1221, !1223, !1225, !1227, !1229, !1233, !1237, !1241, !1247, !1251, !1255, !1260, !1262, !1267, !1269, !1273, !1282, !1284, !1288, !1292, !1296, !1300, !1304, !1308, !1312, !1316, !1320, !1324, !1328, !1330, !1332, !1336, !1340, !1346, !1350, !1354, !1356, !1360, !1364, !1370, !1372, !1376, !1380, !1384, !1388, !1392, !1396, !1400, !1401, !1402, !1403, !1405, !1406, !1407, !1408, !1409, !1410}
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !590, file: !649, line: 98)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !591, line: 7, baseType: !592)
!591 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!592 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !593, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !594, identifier: "_ZTS8_IO_FILE")
!593 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
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
!617 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!649 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdio", directory: "")
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !651, file: !649, line: 99)
!651 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !652, line: 84, baseType: !653)
!652 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!653 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !654, line: 14, baseType: !655)
!654 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
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
!736 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
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
!799 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !640)
!800 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !801, file: !649, line: 145)
!801 = !DISubprogram(name: "vprintf", scope: !736, file: !736, line: 39, type: !802, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!802 = !DISubroutineType(types: !803)
!803 = !{!66, !689, !797}
!804 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !805, file: !649, line: 146)
!805 = !DISubprogram(name: "vsprintf", scope: !652, file: !652, line: 373, type: !806, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!806 = !DISubroutineType(types: !807)
!807 = !{!66, !684, !689, !797}
!808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !809, file: !649, line: 175)
!809 = !DISubprogram(name: "snprintf", scope: !652, file: !652, line: 378, type: !810, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!810 = !DISubroutineType(types: !811)
!811 = !{!66, !684, !642, !689, null}
!812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !813, file: !649, line: 176)
!813 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !652, file: !652, line: 479, type: !795, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !815, file: !649, line: 177)
!815 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !652, file: !652, line: 484, type: !802, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !817, file: !649, line: 178)
!817 = !DISubprogram(name: "vsnprintf", scope: !652, file: !652, line: 382, type: !818, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!818 = !DISubroutineType(types: !819)
!819 = !{!66, !684, !642, !689, !797}
!820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !821, file: !649, line: 179)
!821 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !652, file: !652, line: 487, type: !822, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!822 = !DISubroutineType(types: !823)
!823 = !{!66, !689, !689, !797}
!824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !809, file: !649, line: 185)
!825 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !813, file: !649, line: 186)
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !815, file: !649, line: 187)
!827 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !817, file: !649, line: 188)
!828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !821, file: !649, line: 189)
!829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !830, file: !831, line: 68)
!830 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !832, file: !831, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!831 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!832 = !DINamespace(name: "__exception_ptr", scope: !57)
!833 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !832, entity: !834, file: !831, line: 84)
!834 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !57, file: !831, line: 80, type: !835, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!835 = !DISubroutineType(types: !836)
!836 = !{null, !830}
!837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !838, file: !854, line: 64)
!838 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !839, line: 6, baseType: !840)
!839 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!840 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !841, line: 21, baseType: !842)
!841 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!842 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !841, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !843, identifier: "_ZTS11__mbstate_t")
!843 = !{!844, !845}
!844 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !842, file: !841, line: 15, baseType: !66, size: 32)
!845 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !842, file: !841, line: 20, baseType: !846, size: 32, offset: 32)
!846 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !842, file: !841, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !847, identifier: "_ZTSN11__mbstate_tUt_E")
!847 = !{!848, !850}
!848 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !846, file: !841, line: 18, baseType: !849, size: 32)
!849 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!850 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !846, file: !841, line: 19, baseType: !851, size: 32)
!851 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !852)
!852 = !{!853}
!853 = !DISubrange(count: 4)
!854 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cwchar", directory: "")
!855 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !856, file: !854, line: 141)
!856 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !857, line: 20, baseType: !849)
!857 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !859, file: !854, line: 143)
!859 = !DISubprogram(name: "btowc", scope: !860, file: !860, line: 319, type: !861, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!861 = !DISubroutineType(types: !862)
!862 = !{!856, !66}
!863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !864, file: !854, line: 144)
!864 = !DISubprogram(name: "fgetwc", scope: !860, file: !860, line: 744, type: !865, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!865 = !DISubroutineType(types: !866)
!866 = !{!856, !867}
!867 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !868, size: 64)
!868 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !869, line: 5, baseType: !592)
!869 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !871, file: !854, line: 145)
!871 = !DISubprogram(name: "fgetws", scope: !860, file: !860, line: 773, type: !872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!872 = !DISubroutineType(types: !873)
!873 = !{!874, !876, !66, !877}
!874 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !875, size: 64)
!875 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!876 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !874)
!877 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !867)
!878 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !879, file: !854, line: 146)
!879 = !DISubprogram(name: "fputwc", scope: !860, file: !860, line: 758, type: !880, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!880 = !DISubroutineType(types: !881)
!881 = !{!856, !875, !867}
!882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !883, file: !854, line: 147)
!883 = !DISubprogram(name: "fputws", scope: !860, file: !860, line: 780, type: !884, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!884 = !DISubroutineType(types: !885)
!885 = !{!66, !886, !877}
!886 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !887)
!887 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !888, size: 64)
!888 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !875)
!889 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !890, file: !854, line: 148)
!890 = !DISubprogram(name: "fwide", scope: !860, file: !860, line: 588, type: !891, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!891 = !DISubroutineType(types: !892)
!892 = !{!66, !867, !66}
!893 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !894, file: !854, line: 149)
!894 = !DISubprogram(name: "fwprintf", scope: !860, file: !860, line: 595, type: !895, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!895 = !DISubroutineType(types: !896)
!896 = !{!66, !877, !886, null}
!897 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !898, file: !854, line: 150)
!898 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !860, file: !860, line: 657, type: !895, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!899 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !900, file: !854, line: 151)
!900 = !DISubprogram(name: "getwc", scope: !860, file: !860, line: 745, type: !865, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!901 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !902, file: !854, line: 152)
!902 = !DISubprogram(name: "getwchar", scope: !860, file: !860, line: 751, type: !903, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!903 = !DISubroutineType(types: !904)
!904 = !{!856}
!905 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !906, file: !854, line: 153)
!906 = !DISubprogram(name: "mbrlen", scope: !860, file: !860, line: 330, type: !907, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!907 = !DISubroutineType(types: !908)
!908 = !{!642, !689, !642, !909}
!909 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !910)
!910 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !838, size: 64)
!911 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !912, file: !854, line: 154)
!912 = !DISubprogram(name: "mbrtowc", scope: !860, file: !860, line: 297, type: !913, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!913 = !DISubroutineType(types: !914)
!914 = !{!642, !876, !689, !642, !909}
!915 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !916, file: !854, line: 155)
!916 = !DISubprogram(name: "mbsinit", scope: !860, file: !860, line: 293, type: !917, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!917 = !DISubroutineType(types: !918)
!918 = !{!66, !919}
!919 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !920, size: 64)
!920 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !838)
!921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !922, file: !854, line: 156)
!922 = !DISubprogram(name: "mbsrtowcs", scope: !860, file: !860, line: 338, type: !923, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!923 = !DISubroutineType(types: !924)
!924 = !{!642, !876, !925, !642, !909}
!925 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !926)
!926 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !551, size: 64)
!927 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !928, file: !854, line: 157)
!928 = !DISubprogram(name: "putwc", scope: !860, file: !860, line: 759, type: !880, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!929 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !930, file: !854, line: 158)
!930 = !DISubprogram(name: "putwchar", scope: !860, file: !860, line: 765, type: !931, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!931 = !DISubroutineType(types: !932)
!932 = !{!856, !875}
!933 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !934, file: !854, line: 160)
!934 = !DISubprogram(name: "swprintf", scope: !860, file: !860, line: 605, type: !935, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!935 = !DISubroutineType(types: !936)
!936 = !{!66, !876, !642, !886, null}
!937 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !938, file: !854, line: 162)
!938 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !860, file: !860, line: 664, type: !939, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!939 = !DISubroutineType(types: !940)
!940 = !{!66, !886, !886, null}
!941 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !942, file: !854, line: 163)
!942 = !DISubprogram(name: "ungetwc", scope: !860, file: !860, line: 788, type: !943, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!943 = !DISubroutineType(types: !944)
!944 = !{!856, !856, !867}
!945 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !946, file: !854, line: 164)
!946 = !DISubprogram(name: "vfwprintf", scope: !860, file: !860, line: 613, type: !947, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!947 = !DISubroutineType(types: !948)
!948 = !{!66, !877, !886, !797}
!949 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !950, file: !854, line: 166)
!950 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !860, file: !860, line: 711, type: !947, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!951 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !952, file: !854, line: 169)
!952 = !DISubprogram(name: "vswprintf", scope: !860, file: !860, line: 626, type: !953, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!953 = !DISubroutineType(types: !954)
!954 = !{!66, !876, !642, !886, !797}
!955 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !956, file: !854, line: 172)
!956 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !860, file: !860, line: 718, type: !957, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!957 = !DISubroutineType(types: !958)
!958 = !{!66, !886, !886, !797}
!959 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !960, file: !854, line: 174)
!960 = !DISubprogram(name: "vwprintf", scope: !860, file: !860, line: 621, type: !961, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!961 = !DISubroutineType(types: !962)
!962 = !{!66, !886, !797}
!963 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !964, file: !854, line: 176)
!964 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !860, file: !860, line: 715, type: !961, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!965 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !966, file: !854, line: 178)
!966 = !DISubprogram(name: "wcrtomb", scope: !860, file: !860, line: 302, type: !967, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!967 = !DISubroutineType(types: !968)
!968 = !{!642, !684, !875, !909}
!969 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !970, file: !854, line: 179)
!970 = !DISubprogram(name: "wcscat", scope: !860, file: !860, line: 97, type: !971, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!971 = !DISubroutineType(types: !972)
!972 = !{!874, !876, !886}
!973 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !974, file: !854, line: 180)
!974 = !DISubprogram(name: "wcscmp", scope: !860, file: !860, line: 106, type: !975, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!975 = !DISubroutineType(types: !976)
!976 = !{!66, !887, !887}
!977 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !978, file: !854, line: 181)
!978 = !DISubprogram(name: "wcscoll", scope: !860, file: !860, line: 131, type: !975, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!979 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !980, file: !854, line: 182)
!980 = !DISubprogram(name: "wcscpy", scope: !860, file: !860, line: 87, type: !971, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!981 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !982, file: !854, line: 183)
!982 = !DISubprogram(name: "wcscspn", scope: !860, file: !860, line: 188, type: !983, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!983 = !DISubroutineType(types: !984)
!984 = !{!642, !887, !887}
!985 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !986, file: !854, line: 184)
!986 = !DISubprogram(name: "wcsftime", scope: !860, file: !860, line: 852, type: !987, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!987 = !DISubroutineType(types: !988)
!988 = !{!642, !876, !642, !886, !989}
!989 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !990)
!990 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !991, size: 64)
!991 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !992)
!992 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !860, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!993 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !994, file: !854, line: 185)
!994 = !DISubprogram(name: "wcslen", scope: !860, file: !860, line: 223, type: !995, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!995 = !DISubroutineType(types: !996)
!996 = !{!642, !887}
!997 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !998, file: !854, line: 186)
!998 = !DISubprogram(name: "wcsncat", scope: !860, file: !860, line: 101, type: !999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!999 = !DISubroutineType(types: !1000)
!1000 = !{!874, !876, !886, !642}
!1001 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1002, file: !854, line: 187)
!1002 = !DISubprogram(name: "wcsncmp", scope: !860, file: !860, line: 109, type: !1003, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{!66, !887, !887, !642}
!1005 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1006, file: !854, line: 188)
!1006 = !DISubprogram(name: "wcsncpy", scope: !860, file: !860, line: 92, type: !999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1007 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1008, file: !854, line: 189)
!1008 = !DISubprogram(name: "wcsrtombs", scope: !860, file: !860, line: 344, type: !1009, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1009 = !DISubroutineType(types: !1010)
!1010 = !{!642, !684, !1011, !642, !909}
!1011 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1012)
!1012 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !887, size: 64)
!1013 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1014, file: !854, line: 190)
!1014 = !DISubprogram(name: "wcsspn", scope: !860, file: !860, line: 192, type: !983, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1015 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1016, file: !854, line: 191)
!1016 = !DISubprogram(name: "wcstod", scope: !860, file: !860, line: 378, type: !1017, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!1019, !886, !1020}
!1019 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1020 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1021)
!1021 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !874, size: 64)
!1022 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1023, file: !854, line: 193)
!1023 = !DISubprogram(name: "wcstof", scope: !860, file: !860, line: 383, type: !1024, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1024 = !DISubroutineType(types: !1025)
!1025 = !{!1026, !886, !1020}
!1026 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1027 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1028, file: !854, line: 195)
!1028 = !DISubprogram(name: "wcstok", scope: !860, file: !860, line: 218, type: !1029, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1029 = !DISubroutineType(types: !1030)
!1030 = !{!874, !876, !886, !1020}
!1031 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1032, file: !854, line: 196)
!1032 = !DISubprogram(name: "wcstol", scope: !860, file: !860, line: 429, type: !1033, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1033 = !DISubroutineType(types: !1034)
!1034 = !{!618, !886, !1020, !66}
!1035 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1036, file: !854, line: 197)
!1036 = !DISubprogram(name: "wcstoul", scope: !860, file: !860, line: 434, type: !1037, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1037 = !DISubroutineType(types: !1038)
!1038 = !{!62, !886, !1020, !66}
!1039 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1040, file: !854, line: 198)
!1040 = !DISubprogram(name: "wcsxfrm", scope: !860, file: !860, line: 135, type: !1041, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{!642, !876, !886, !642}
!1043 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1044, file: !854, line: 199)
!1044 = !DISubprogram(name: "wctob", scope: !860, file: !860, line: 325, type: !1045, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1045 = !DISubroutineType(types: !1046)
!1046 = !{!66, !856}
!1047 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1048, file: !854, line: 200)
!1048 = !DISubprogram(name: "wmemcmp", scope: !860, file: !860, line: 259, type: !1003, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1049 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1050, file: !854, line: 201)
!1050 = !DISubprogram(name: "wmemcpy", scope: !860, file: !860, line: 263, type: !999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1051 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1052, file: !854, line: 202)
!1052 = !DISubprogram(name: "wmemmove", scope: !860, file: !860, line: 268, type: !1053, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1053 = !DISubroutineType(types: !1054)
!1054 = !{!874, !874, !887, !642}
!1055 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1056, file: !854, line: 203)
!1056 = !DISubprogram(name: "wmemset", scope: !860, file: !860, line: 272, type: !1057, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1057 = !DISubroutineType(types: !1058)
!1058 = !{!874, !874, !875, !642}
!1059 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1060, file: !854, line: 204)
!1060 = !DISubprogram(name: "wprintf", scope: !860, file: !860, line: 602, type: !1061, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1061 = !DISubroutineType(types: !1062)
!1062 = !{!66, !886, null}
!1063 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1064, file: !854, line: 205)
!1064 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !860, file: !860, line: 661, type: !1061, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1065 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1066, file: !854, line: 206)
!1066 = !DISubprogram(name: "wcschr", scope: !860, file: !860, line: 165, type: !1067, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1067 = !DISubroutineType(types: !1068)
!1068 = !{!874, !887, !875}
!1069 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1070, file: !854, line: 207)
!1070 = !DISubprogram(name: "wcspbrk", scope: !860, file: !860, line: 202, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1071 = !DISubroutineType(types: !1072)
!1072 = !{!874, !887, !887}
!1073 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1074, file: !854, line: 208)
!1074 = !DISubprogram(name: "wcsrchr", scope: !860, file: !860, line: 175, type: !1067, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1075 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1076, file: !854, line: 209)
!1076 = !DISubprogram(name: "wcsstr", scope: !860, file: !860, line: 213, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1077 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1078, file: !854, line: 210)
!1078 = !DISubprogram(name: "wmemchr", scope: !860, file: !860, line: 254, type: !1079, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1079 = !DISubroutineType(types: !1080)
!1080 = !{!874, !887, !875, !642}
!1081 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1082, file: !854, line: 251)
!1082 = !DISubprogram(name: "wcstold", scope: !860, file: !860, line: 385, type: !1083, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1083 = !DISubroutineType(types: !1084)
!1084 = !{!1085, !886, !1020}
!1085 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1086 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1087, file: !854, line: 260)
!1087 = !DISubprogram(name: "wcstoll", scope: !860, file: !860, line: 442, type: !1088, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1088 = !DISubroutineType(types: !1089)
!1089 = !{!1090, !886, !1020, !66}
!1090 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1091 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1092, file: !854, line: 261)
!1092 = !DISubprogram(name: "wcstoull", scope: !860, file: !860, line: 449, type: !1093, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1093 = !DISubroutineType(types: !1094)
!1094 = !{!1095, !886, !1020, !66}
!1095 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1096 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1082, file: !854, line: 267)
!1097 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1087, file: !854, line: 268)
!1098 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1092, file: !854, line: 269)
!1099 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1023, file: !854, line: 283)
!1100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !950, file: !854, line: 286)
!1101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !956, file: !854, line: 289)
!1102 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !964, file: !854, line: 292)
!1103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1082, file: !854, line: 296)
!1104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1087, file: !854, line: 297)
!1105 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1092, file: !854, line: 298)
!1106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1107, file: !1110, line: 47)
!1107 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1108, line: 24, baseType: !1109)
!1108 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1109 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !617, line: 37, baseType: !622)
!1110 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdint", directory: "")
!1111 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1112, file: !1110, line: 48)
!1112 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1108, line: 25, baseType: !1113)
!1113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !617, line: 39, baseType: !1114)
!1114 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1115 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1116, file: !1110, line: 49)
!1116 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1108, line: 26, baseType: !1117)
!1117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !617, line: 41, baseType: !66)
!1118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1119, file: !1110, line: 50)
!1119 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1108, line: 27, baseType: !1120)
!1120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !617, line: 44, baseType: !618)
!1121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1122, file: !1110, line: 52)
!1122 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1123, line: 58, baseType: !622)
!1123 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1125, file: !1110, line: 53)
!1125 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1123, line: 60, baseType: !618)
!1126 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1127, file: !1110, line: 54)
!1127 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1123, line: 61, baseType: !618)
!1128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1129, file: !1110, line: 55)
!1129 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1123, line: 62, baseType: !618)
!1130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1131, file: !1110, line: 57)
!1131 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1123, line: 43, baseType: !1132)
!1132 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !617, line: 52, baseType: !1109)
!1133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1134, file: !1110, line: 58)
!1134 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1123, line: 44, baseType: !1135)
!1135 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !617, line: 54, baseType: !1113)
!1136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1137, file: !1110, line: 59)
!1137 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1123, line: 45, baseType: !1138)
!1138 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !617, line: 56, baseType: !1117)
!1139 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1140, file: !1110, line: 60)
!1140 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1123, line: 46, baseType: !1141)
!1141 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !617, line: 58, baseType: !1120)
!1142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1143, file: !1110, line: 62)
!1143 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1123, line: 101, baseType: !1144)
!1144 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !617, line: 72, baseType: !618)
!1145 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1146, file: !1110, line: 63)
!1146 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1123, line: 87, baseType: !618)
!1147 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1148, file: !1110, line: 65)
!1148 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1149, line: 24, baseType: !1150)
!1149 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1150 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !617, line: 38, baseType: !1151)
!1151 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!1152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1153, file: !1110, line: 66)
!1153 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1149, line: 25, baseType: !1154)
!1154 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !617, line: 40, baseType: !620)
!1155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1156, file: !1110, line: 67)
!1156 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1149, line: 26, baseType: !1157)
!1157 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !617, line: 42, baseType: !849)
!1158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1159, file: !1110, line: 68)
!1159 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1149, line: 27, baseType: !1160)
!1160 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !617, line: 45, baseType: !62)
!1161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1162, file: !1110, line: 70)
!1162 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1123, line: 71, baseType: !1151)
!1163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1164, file: !1110, line: 71)
!1164 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1123, line: 73, baseType: !62)
!1165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1166, file: !1110, line: 72)
!1166 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1123, line: 74, baseType: !62)
!1167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1168, file: !1110, line: 73)
!1168 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1123, line: 75, baseType: !62)
!1169 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1170, file: !1110, line: 75)
!1170 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1123, line: 49, baseType: !1171)
!1171 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !617, line: 53, baseType: !1150)
!1172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1173, file: !1110, line: 76)
!1173 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1123, line: 50, baseType: !1174)
!1174 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !617, line: 55, baseType: !1154)
!1175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1176, file: !1110, line: 77)
!1176 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1123, line: 51, baseType: !1177)
!1177 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !617, line: 57, baseType: !1157)
!1178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1179, file: !1110, line: 78)
!1179 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1123, line: 52, baseType: !1180)
!1180 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !617, line: 59, baseType: !1160)
!1181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1182, file: !1110, line: 80)
!1182 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1123, line: 102, baseType: !1183)
!1183 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !617, line: 73, baseType: !62)
!1184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1185, file: !1110, line: 81)
!1185 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1123, line: 90, baseType: !62)
!1186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1187, file: !1189, line: 53)
!1187 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1188, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1188 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1189 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/clocale", directory: "")
!1190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1191, file: !1189, line: 54)
!1191 = !DISubprogram(name: "setlocale", scope: !1188, file: !1188, line: 122, type: !1192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1192 = !DISubroutineType(types: !1193)
!1193 = !{!597, !66, !551}
!1194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1195, file: !1189, line: 55)
!1195 = !DISubprogram(name: "localeconv", scope: !1188, file: !1188, line: 125, type: !1196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1196 = !DISubroutineType(types: !1197)
!1197 = !{!1198}
!1198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1187, size: 64)
!1199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1200, file: !1202, line: 64)
!1200 = !DISubprogram(name: "isalnum", scope: !1201, file: !1201, line: 108, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1201 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1202 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cctype", directory: "")
!1203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1204, file: !1202, line: 65)
!1204 = !DISubprogram(name: "isalpha", scope: !1201, file: !1201, line: 109, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1206, file: !1202, line: 66)
!1206 = !DISubprogram(name: "iscntrl", scope: !1201, file: !1201, line: 110, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1208, file: !1202, line: 67)
!1208 = !DISubprogram(name: "isdigit", scope: !1201, file: !1201, line: 111, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1210, file: !1202, line: 68)
!1210 = !DISubprogram(name: "isgraph", scope: !1201, file: !1201, line: 113, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1212, file: !1202, line: 69)
!1212 = !DISubprogram(name: "islower", scope: !1201, file: !1201, line: 112, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1214, file: !1202, line: 70)
!1214 = !DISubprogram(name: "isprint", scope: !1201, file: !1201, line: 114, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1216, file: !1202, line: 71)
!1216 = !DISubprogram(name: "ispunct", scope: !1201, file: !1201, line: 115, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1218, file: !1202, line: 72)
!1218 = !DISubprogram(name: "isspace", scope: !1201, file: !1201, line: 116, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1220, file: !1202, line: 73)
!1220 = !DISubprogram(name: "isupper", scope: !1201, file: !1201, line: 117, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1222, file: !1202, line: 74)
!1222 = !DISubprogram(name: "isxdigit", scope: !1201, file: !1201, line: 118, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1224, file: !1202, line: 75)
!1224 = !DISubprogram(name: "tolower", scope: !1201, file: !1201, line: 122, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1226, file: !1202, line: 76)
!1226 = !DISubprogram(name: "toupper", scope: !1201, file: !1201, line: 125, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1227 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1228, file: !1202, line: 87)
!1228 = !DISubprogram(name: "isblank", scope: !1201, file: !1201, line: 130, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1229 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1230, entity: !1231, file: !1232, line: 58)
!1230 = !DINamespace(name: "__gnu_debug", scope: null)
!1231 = !DINamespace(name: "__debug", scope: !57)
!1232 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1234, file: !1236, line: 52)
!1234 = !DISubprogram(name: "abs", scope: !1235, file: !1235, line: 861, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1235 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1236 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/std_abs.h", directory: "")
!1237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1238, file: !1240, line: 127)
!1238 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1235, line: 63, baseType: !1239)
!1239 = !DICompositeType(tag: DW_TAG_structure_type, file: !1235, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1240 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/cstdlib", directory: "")
!1241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1242, file: !1240, line: 128)
!1242 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1235, line: 71, baseType: !1243)
!1243 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1235, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1244, identifier: "_ZTS6ldiv_t")
!1244 = !{!1245, !1246}
!1245 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1243, file: !1235, line: 69, baseType: !618, size: 64)
!1246 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1243, file: !1235, line: 70, baseType: !618, size: 64, offset: 64)
!1247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1248, file: !1240, line: 130)
!1248 = !DISubprogram(name: "abort", scope: !1235, file: !1235, line: 611, type: !1249, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1249 = !DISubroutineType(types: !1250)
!1250 = !{null}
!1251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1252, file: !1240, line: 132)
!1252 = !DISubprogram(name: "aligned_alloc", scope: !1235, file: !1235, line: 605, type: !1253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1253 = !DISubroutineType(types: !1254)
!1254 = !{!640, !642, !642}
!1255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1256, file: !1240, line: 134)
!1256 = !DISubprogram(name: "atexit", scope: !1235, file: !1235, line: 615, type: !1257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1257 = !DISubroutineType(types: !1258)
!1258 = !{!66, !1259}
!1259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1249, size: 64)
!1260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1261, file: !1240, line: 137)
!1261 = !DISubprogram(name: "at_quick_exit", scope: !1235, file: !1235, line: 620, type: !1257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1263, file: !1240, line: 140)
!1263 = !DISubprogram(name: "atof", scope: !1264, file: !1264, line: 25, type: !1265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1264 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1265 = !DISubroutineType(types: !1266)
!1266 = !{!1019, !551}
!1267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1268, file: !1240, line: 141)
!1268 = !DISubprogram(name: "atoi", scope: !1235, file: !1235, line: 362, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1270, file: !1240, line: 142)
!1270 = !DISubprogram(name: "atol", scope: !1235, file: !1235, line: 367, type: !1271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1271 = !DISubroutineType(types: !1272)
!1272 = !{!618, !551}
!1273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1274, file: !1240, line: 143)
!1274 = !DISubprogram(name: "bsearch", scope: !1275, file: !1275, line: 20, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1275 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1276 = !DISubroutineType(types: !1277)
!1277 = !{!640, !63, !63, !642, !642, !1278}
!1278 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1235, line: 829, baseType: !1279)
!1279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1280, size: 64)
!1280 = !DISubroutineType(types: !1281)
!1281 = !{!66, !63, !63}
!1282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1283, file: !1240, line: 144)
!1283 = !DISubprogram(name: "calloc", scope: !1235, file: !1235, line: 556, type: !1253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1285, file: !1240, line: 145)
!1285 = !DISubprogram(name: "div", scope: !1235, file: !1235, line: 873, type: !1286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1286 = !DISubroutineType(types: !1287)
!1287 = !{!1238, !66, !66}
!1288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1289, file: !1240, line: 146)
!1289 = !DISubprogram(name: "exit", scope: !1235, file: !1235, line: 637, type: !1290, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1290 = !DISubroutineType(types: !1291)
!1291 = !{null, !66}
!1292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1293, file: !1240, line: 147)
!1293 = !DISubprogram(name: "free", scope: !1235, file: !1235, line: 568, type: !1294, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1294 = !DISubroutineType(types: !1295)
!1295 = !{null, !640}
!1296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1297, file: !1240, line: 148)
!1297 = !DISubprogram(name: "getenv", scope: !1235, file: !1235, line: 654, type: !1298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!597, !551}
!1300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1301, file: !1240, line: 149)
!1301 = !DISubprogram(name: "labs", scope: !1235, file: !1235, line: 862, type: !1302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1302 = !DISubroutineType(types: !1303)
!1303 = !{!618, !618}
!1304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1305, file: !1240, line: 150)
!1305 = !DISubprogram(name: "ldiv", scope: !1235, file: !1235, line: 875, type: !1306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1306 = !DISubroutineType(types: !1307)
!1307 = !{!1242, !618, !618}
!1308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1309, file: !1240, line: 151)
!1309 = !DISubprogram(name: "malloc", scope: !1235, file: !1235, line: 553, type: !1310, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1310 = !DISubroutineType(types: !1311)
!1311 = !{!640, !642}
!1312 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1313, file: !1240, line: 153)
!1313 = !DISubprogram(name: "mblen", scope: !1235, file: !1235, line: 943, type: !1314, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1314 = !DISubroutineType(types: !1315)
!1315 = !{!66, !551, !642}
!1316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1317, file: !1240, line: 154)
!1317 = !DISubprogram(name: "mbstowcs", scope: !1235, file: !1235, line: 954, type: !1318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1318 = !DISubroutineType(types: !1319)
!1319 = !{!642, !876, !689, !642}
!1320 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1321, file: !1240, line: 155)
!1321 = !DISubprogram(name: "mbtowc", scope: !1235, file: !1235, line: 946, type: !1322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1322 = !DISubroutineType(types: !1323)
!1323 = !{!66, !876, !689, !642}
!1324 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1325, file: !1240, line: 157)
!1325 = !DISubprogram(name: "qsort", scope: !1235, file: !1235, line: 851, type: !1326, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1326 = !DISubroutineType(types: !1327)
!1327 = !{null, !640, !642, !642, !1278}
!1328 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1329, file: !1240, line: 160)
!1329 = !DISubprogram(name: "quick_exit", scope: !1235, file: !1235, line: 643, type: !1290, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1330 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1331, file: !1240, line: 163)
!1331 = !DISubprogram(name: "rand", scope: !1235, file: !1235, line: 454, type: !737, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1332 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1333, file: !1240, line: 164)
!1333 = !DISubprogram(name: "realloc", scope: !1235, file: !1235, line: 564, type: !1334, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1334 = !DISubroutineType(types: !1335)
!1335 = !{!640, !640, !642}
!1336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1337, file: !1240, line: 165)
!1337 = !DISubprogram(name: "srand", scope: !1235, file: !1235, line: 456, type: !1338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1338 = !DISubroutineType(types: !1339)
!1339 = !{null, !849}
!1340 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1341, file: !1240, line: 166)
!1341 = !DISubprogram(name: "strtod", scope: !1235, file: !1235, line: 118, type: !1342, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1342 = !DISubroutineType(types: !1343)
!1343 = !{!1019, !689, !1344}
!1344 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1345)
!1345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !597, size: 64)
!1346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1347, file: !1240, line: 167)
!1347 = !DISubprogram(name: "strtol", scope: !1235, file: !1235, line: 177, type: !1348, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1348 = !DISubroutineType(types: !1349)
!1349 = !{!618, !689, !1344, !66}
!1350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1351, file: !1240, line: 168)
!1351 = !DISubprogram(name: "strtoul", scope: !1235, file: !1235, line: 181, type: !1352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1352 = !DISubroutineType(types: !1353)
!1353 = !{!62, !689, !1344, !66}
!1354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1355, file: !1240, line: 169)
!1355 = !DISubprogram(name: "system", scope: !1235, file: !1235, line: 804, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1357, file: !1240, line: 171)
!1357 = !DISubprogram(name: "wcstombs", scope: !1235, file: !1235, line: 958, type: !1358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1358 = !DISubroutineType(types: !1359)
!1359 = !{!642, !684, !886, !642}
!1360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1361, file: !1240, line: 172)
!1361 = !DISubprogram(name: "wctomb", scope: !1235, file: !1235, line: 950, type: !1362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1362 = !DISubroutineType(types: !1363)
!1363 = !{!66, !597, !875}
!1364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1365, file: !1240, line: 200)
!1365 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1235, line: 81, baseType: !1366)
!1366 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1235, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1367, identifier: "_ZTS7lldiv_t")
!1367 = !{!1368, !1369}
!1368 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1366, file: !1235, line: 79, baseType: !1090, size: 64)
!1369 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1366, file: !1235, line: 80, baseType: !1090, size: 64, offset: 64)
!1370 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1371, file: !1240, line: 206)
!1371 = !DISubprogram(name: "_Exit", scope: !1235, file: !1235, line: 649, type: !1290, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1373, file: !1240, line: 210)
!1373 = !DISubprogram(name: "llabs", scope: !1235, file: !1235, line: 865, type: !1374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1374 = !DISubroutineType(types: !1375)
!1375 = !{!1090, !1090}
!1376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1377, file: !1240, line: 216)
!1377 = !DISubprogram(name: "lldiv", scope: !1235, file: !1235, line: 879, type: !1378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1378 = !DISubroutineType(types: !1379)
!1379 = !{!1365, !1090, !1090}
!1380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1381, file: !1240, line: 227)
!1381 = !DISubprogram(name: "atoll", scope: !1235, file: !1235, line: 374, type: !1382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1382 = !DISubroutineType(types: !1383)
!1383 = !{!1090, !551}
!1384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1385, file: !1240, line: 228)
!1385 = !DISubprogram(name: "strtoll", scope: !1235, file: !1235, line: 201, type: !1386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1386 = !DISubroutineType(types: !1387)
!1387 = !{!1090, !689, !1344, !66}
!1388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1389, file: !1240, line: 229)
!1389 = !DISubprogram(name: "strtoull", scope: !1235, file: !1235, line: 206, type: !1390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1390 = !DISubroutineType(types: !1391)
!1391 = !{!1095, !689, !1344, !66}
!1392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1393, file: !1240, line: 231)
!1393 = !DISubprogram(name: "strtof", scope: !1235, file: !1235, line: 124, type: !1394, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1394 = !DISubroutineType(types: !1395)
!1395 = !{!1026, !689, !1344}
!1396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !82, entity: !1397, file: !1240, line: 232)
!1397 = !DISubprogram(name: "strtold", scope: !1235, file: !1235, line: 127, type: !1398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1398 = !DISubroutineType(types: !1399)
!1399 = !{!1085, !689, !1344}
!1400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1365, file: !1240, line: 240)
!1401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1371, file: !1240, line: 242)
!1402 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1373, file: !1240, line: 244)
!1403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1404, file: !1240, line: 245)
!1404 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !82, file: !1240, line: 213, type: !1378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1377, file: !1240, line: 246)
!1406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1381, file: !1240, line: 248)
!1407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1393, file: !1240, line: 249)
!1408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1385, file: !1240, line: 250)
!1409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1389, file: !1240, line: 251)
!1410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !1397, file: !1240, line: 252)
!1411 = !{i32 7, !"Dwarf Version", i32 5}
!1412 = !{i32 2, !"Debug Info Version", i32 3}
!1413 = !{i32 1, !"wchar_size", i32 4}
!1414 = !{i32 1, !"target-abi", !"lp64d"}
!1415 = !{i32 6, !"riscv-isa", !1416}
!1416 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!1417 = !{i32 8, !"PIC Level", i32 2}
!1418 = !{i32 7, !"PIE Level", i32 2}
!1419 = !{i32 7, !"uwtable", i32 2}
!1420 = !{i32 8, !"SmallDataLimit", i32 8}
!1421 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!1422 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1423 = distinct !DISubprogram(name: "at", linkageName: "_Z2atRKSt6vectorIiSaIiEEm", scope: !2, file: !2, line: 9, type: !1424, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !1426)
!1424 = !DISubroutineType(types: !1425)
!1425 = !{!66, !356, !642}
!1426 = !{!1427, !1428}
!1427 = !DILocalVariable(name: "v", arg: 1, scope: !1423, file: !2, line: 9, type: !356)
!1428 = !DILocalVariable(name: "i", arg: 2, scope: !1423, file: !2, line: 9, type: !642)
!1429 = !DILocation(line: 0, scope: !1423)
!1430 = !DILocalVariable(name: "this", arg: 1, scope: !1431, type: !1434, flags: DIFlagArtificial | DIFlagObjectPointer)
!1431 = distinct !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !68, file: !49, line: 1192, type: !480, scopeLine: 1193, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !490, retainedNodes: !1432)
!1432 = !{!1430, !1433}
!1433 = !DILocalVariable(name: "__n", arg: 2, scope: !1431, file: !49, line: 1192, type: !59)
!1434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !357, size: 64)
!1435 = !DILocation(line: 0, scope: !1431, inlinedAt: !1436)
!1436 = distinct !DILocation(line: 9, column: 82, scope: !1423)
!1437 = !DILocalVariable(name: "this", arg: 1, scope: !1438, type: !1434, flags: DIFlagArtificial | DIFlagObjectPointer)
!1438 = distinct !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !68, file: !49, line: 1150, type: !487, scopeLine: 1151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !486, retainedNodes: !1439)
!1439 = !{!1437, !1440}
!1440 = !DILocalVariable(name: "__n", arg: 2, scope: !1438, file: !49, line: 1150, type: !59)
!1441 = !DILocation(line: 0, scope: !1438, inlinedAt: !1442)
!1442 = distinct !DILocation(line: 1194, column: 2, scope: !1431, inlinedAt: !1436)
!1443 = !DILocalVariable(name: "this", arg: 1, scope: !1444, type: !1434, flags: DIFlagArtificial | DIFlagObjectPointer)
!1444 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !68, file: !49, line: 987, type: !458, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !457, retainedNodes: !1445)
!1445 = !{!1443}
!1446 = !DILocation(line: 0, scope: !1444, inlinedAt: !1447)
!1447 = distinct !DILocation(line: 1152, column: 19, scope: !1448, inlinedAt: !1442)
!1448 = distinct !DILexicalBlock(scope: !1438, file: !49, line: 1152, column: 6)
!1449 = !DILocation(line: 988, column: 40, scope: !1444, inlinedAt: !1447)
!1450 = !{!1451, !1452, i64 8}
!1451 = !{!"_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE", !1452, i64 0, !1452, i64 8, !1452, i64 16}
!1452 = !{!"any pointer", !1453, i64 0}
!1453 = !{!"omnipotent char", !1454, i64 0}
!1454 = !{!"Simple C++ TBAA"}
!1455 = !DILocation(line: 988, column: 66, scope: !1444, inlinedAt: !1447)
!1456 = !{!1451, !1452, i64 0}
!1457 = !DILocation(line: 988, column: 50, scope: !1444, inlinedAt: !1447)
!1458 = !DILocation(line: 1152, column: 10, scope: !1448, inlinedAt: !1442)
!1459 = !DILocation(line: 1152, column: 6, scope: !1438, inlinedAt: !1442)
!1460 = !DILocation(line: 0, scope: !1444, inlinedAt: !1461)
!1461 = distinct !DILocation(line: 1156, column: 19, scope: !1448, inlinedAt: !1442)
!1462 = !DILocation(line: 1153, column: 4, scope: !1448, inlinedAt: !1442)
!1463 = !DILocalVariable(name: "this", arg: 1, scope: !1464, type: !1434, flags: DIFlagArtificial | DIFlagObjectPointer)
!1464 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !68, file: !49, line: 1140, type: !480, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !479, retainedNodes: !1465)
!1465 = !{!1463, !1466}
!1466 = !DILocalVariable(name: "__n", arg: 2, scope: !1464, file: !49, line: 1140, type: !59)
!1467 = !DILocation(line: 0, scope: !1464, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 1195, column: 9, scope: !1431, inlinedAt: !1436)
!1469 = !DILocation(line: 1143, column: 34, scope: !1464, inlinedAt: !1468)
!1470 = !DILocation(line: 9, column: 82, scope: !1423)
!1471 = !{!1472, !1472, i64 0}
!1472 = !{!"int", !1453, i64 0}
!1473 = !DILocation(line: 9, column: 73, scope: !1423)
!1474 = distinct !DISubprogram(name: "stage", linkageName: "_Z5stagei", scope: !2, file: !2, line: 11, type: !751, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !1475)
!1475 = !{!1476, !1477, !1485, !1490, !1495}
!1476 = !DILocalVariable(name: "x", arg: 1, scope: !1474, file: !2, line: 11, type: !66)
!1477 = !DILocalVariable(name: "a", scope: !1474, file: !2, line: 12, type: !1478)
!1478 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Noisy", file: !2, line: 7, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1479, identifier: "_ZTS5Noisy")
!1479 = !{!1480, !1481}
!1480 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !1478, file: !2, line: 7, baseType: !551, size: 64)
!1481 = !DISubprogram(name: "~Noisy", scope: !1478, file: !2, line: 7, type: !1482, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1482 = !DISubroutineType(types: !1483)
!1483 = !{null, !1484}
!1484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1478, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1485 = !DILocalVariable(name: "e", scope: !1486, file: !2, line: 19, type: !1487)
!1486 = distinct !DILexicalBlock(scope: !1474, file: !2, line: 13, column: 7)
!1487 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1488, size: 64)
!1488 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1489)
!1489 = !DICompositeType(tag: DW_TAG_class_type, name: "logic_error", scope: !57, file: !56, line: 113, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt11logic_error")
!1490 = !DILocalVariable(name: "e", scope: !1474, file: !2, line: 27, type: !1491)
!1491 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1492, size: 64)
!1492 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1493)
!1493 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !57, file: !1494, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!1494 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/exception.h", directory: "")
!1495 = !DILocalVariable(name: "e", scope: !1474, file: !2, line: 24, type: !1496)
!1496 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1497, size: 64)
!1497 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1498)
!1498 = !DICompositeType(tag: DW_TAG_class_type, name: "out_of_range", scope: !57, file: !56, line: 200, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt12out_of_range")
!1499 = !DILocation(line: 0, scope: !1474)
!1500 = !DILocation(line: 15, column: 11, scope: !1501)
!1501 = distinct !DILexicalBlock(scope: !1486, file: !2, line: 14, column: 9)
!1502 = !DILocation(line: 15, column: 19, scope: !1503)
!1503 = distinct !DILexicalBlock(scope: !1501, file: !2, line: 15, column: 11)
!1504 = !DILocation(line: 15, column: 25, scope: !1503)
!1505 = !DILocation(line: 31, column: 1, scope: !1503)
!1506 = !DILocation(line: 16, column: 29, scope: !1507)
!1507 = distinct !DILexicalBlock(scope: !1501, file: !2, line: 16, column: 11)
!1508 = !DILocalVariable(name: "__l", arg: 2, scope: !1509, file: !49, line: 673, type: !384)
!1509 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2ESt16initializer_listIiERKS0_", scope: !68, file: !49, line: 673, type: !382, scopeLine: 676, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !381, retainedNodes: !1510)
!1510 = !{!1511, !1508, !1513}
!1511 = !DILocalVariable(name: "this", arg: 1, scope: !1509, type: !1512, flags: DIFlagArtificial | DIFlagObjectPointer)
!1512 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!1513 = !DILocalVariable(name: "__a", arg: 3, scope: !1509, file: !49, line: 674, type: !341)
!1514 = !DILocation(line: 0, scope: !1509, inlinedAt: !1515)
!1515 = distinct !DILocation(line: 16, column: 29, scope: !1507)
!1516 = !DILocalVariable(name: "this", arg: 1, scope: !1517, type: !1520, flags: DIFlagArtificial | DIFlagObjectPointer)
!1517 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2ERKS0_", scope: !71, file: !49, line: 318, type: !255, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !254, retainedNodes: !1518)
!1518 = !{!1516, !1519}
!1519 = !DILocalVariable(name: "__a", arg: 2, scope: !1517, file: !49, line: 318, type: !257)
!1520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!1521 = !DILocation(line: 0, scope: !1517, inlinedAt: !1522)
!1522 = distinct !DILocation(line: 675, column: 9, scope: !1509, inlinedAt: !1515)
!1523 = !DILocalVariable(name: "this", arg: 1, scope: !1524, type: !1527, flags: DIFlagArtificial | DIFlagObjectPointer)
!1524 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2ERKS0_", scope: !74, file: !49, line: 143, type: !222, scopeLine: 145, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !221, retainedNodes: !1525)
!1525 = !{!1523, !1526}
!1526 = !DILocalVariable(name: "__a", arg: 2, scope: !1524, file: !49, line: 143, type: !224)
!1527 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!1528 = !DILocation(line: 0, scope: !1524, inlinedAt: !1529)
!1529 = distinct !DILocation(line: 319, column: 9, scope: !1517, inlinedAt: !1522)
!1530 = !DILocalVariable(name: "this", arg: 1, scope: !1531, type: !1533, flags: DIFlagArtificial | DIFlagObjectPointer)
!1531 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev", scope: !193, file: !49, line: 99, type: !201, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !200, retainedNodes: !1532)
!1532 = !{!1530}
!1533 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!1534 = !DILocation(line: 0, scope: !1531, inlinedAt: !1535)
!1535 = distinct !DILocation(line: 143, column: 2, scope: !1524, inlinedAt: !1529)
!1536 = !DILocalVariable(arg: 4, scope: !1537, file: !49, line: 1683, type: !1540)
!1537 = distinct !DISubprogram(name: "_M_range_initialize<const int *>", linkageName: "_ZNSt6vectorIiSaIiEE19_M_range_initializeIPKiEEvT_S5_St20forward_iterator_tag", scope: !68, file: !49, line: 1682, type: !1538, scopeLine: 1684, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1546, declaration: !1545, retainedNodes: !1548)
!1538 = !DISubroutineType(types: !1539)
!1539 = !{null, !337, !124, !124, !1540}
!1540 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !57, file: !1541, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1542, identifier: "_ZTSSt20forward_iterator_tag")
!1541 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1542 = !{!1543}
!1543 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1540, baseType: !1544, extraData: i32 0)
!1544 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !57, file: !1541, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !190, identifier: "_ZTSSt18input_iterator_tag")
!1545 = !DISubprogram(name: "_M_range_initialize<const int *>", linkageName: "_ZNSt6vectorIiSaIiEE19_M_range_initializeIPKiEEvT_S5_St20forward_iterator_tag", scope: !68, file: !49, line: 1682, type: !1538, scopeLine: 1682, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1546)
!1546 = !{!1547}
!1547 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !124)
!1548 = !{!1549, !1550, !1551, !1536, !1552}
!1549 = !DILocalVariable(name: "this", arg: 1, scope: !1537, type: !1512, flags: DIFlagArtificial | DIFlagObjectPointer)
!1550 = !DILocalVariable(name: "__first", arg: 2, scope: !1537, file: !49, line: 1682, type: !124)
!1551 = !DILocalVariable(name: "__last", arg: 3, scope: !1537, file: !49, line: 1682, type: !124)
!1552 = !DILocalVariable(name: "__n", scope: !1537, file: !49, line: 1685, type: !1553)
!1553 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!1554 = !DILocation(line: 0, scope: !1537, inlinedAt: !1555)
!1555 = distinct !DILocation(line: 677, column: 2, scope: !1556, inlinedAt: !1515)
!1556 = distinct !DILexicalBlock(scope: !1509, file: !49, line: 676, column: 7)
!1557 = !DILocalVariable(name: "this", arg: 1, scope: !1558, type: !1520, flags: DIFlagArtificial | DIFlagObjectPointer)
!1558 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !71, file: !49, line: 375, type: !280, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !279, retainedNodes: !1559)
!1559 = !{!1557, !1560}
!1560 = !DILocalVariable(name: "__n", arg: 2, scope: !1558, file: !49, line: 375, type: !60)
!1561 = !DILocation(line: 0, scope: !1558, inlinedAt: !1562)
!1562 = distinct !DILocation(line: 1687, column: 14, scope: !1537, inlinedAt: !1555)
!1563 = !DILocalVariable(name: "__a", arg: 1, scope: !1564, file: !86, line: 463, type: !92)
!1564 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !85, file: !86, line: 463, type: !89, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !88, retainedNodes: !1565)
!1565 = !{!1563, !1566}
!1566 = !DILocalVariable(name: "__n", arg: 2, scope: !1564, file: !86, line: 463, type: !155)
!1567 = !DILocation(line: 0, scope: !1564, inlinedAt: !1568)
!1568 = distinct !DILocation(line: 378, column: 20, scope: !1558, inlinedAt: !1562)
!1569 = !DILocalVariable(name: "this", arg: 1, scope: !1570, type: !1574, flags: DIFlagArtificial | DIFlagObjectPointer)
!1570 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !100, file: !101, line: 112, type: !129, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !128, retainedNodes: !1571)
!1571 = !{!1569, !1572, !1573}
!1572 = !DILocalVariable(name: "__n", arg: 2, scope: !1570, file: !101, line: 112, type: !131)
!1573 = !DILocalVariable(arg: 3, scope: !1570, file: !101, line: 112, type: !63)
!1574 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!1575 = !DILocation(line: 0, scope: !1570, inlinedAt: !1576)
!1576 = distinct !DILocation(line: 464, column: 20, scope: !1564, inlinedAt: !1568)
!1577 = !DILocation(line: 137, column: 27, scope: !1570, inlinedAt: !1576)
!1578 = !DILocation(line: 679, column: 7, scope: !1556, inlinedAt: !1515)
!1579 = !DILocalVariable(name: "this", arg: 1, scope: !1580, type: !1520, flags: DIFlagArtificial | DIFlagObjectPointer)
!1580 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !71, file: !49, line: 364, type: !252, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !278, retainedNodes: !1581)
!1581 = !{!1579}
!1582 = !DILocation(line: 0, scope: !1580, inlinedAt: !1583)
!1583 = distinct !DILocation(line: 679, column: 7, scope: !1556, inlinedAt: !1515)
!1584 = !DILocalVariable(name: "this", arg: 1, scope: !1585, type: !1520, flags: DIFlagArtificial | DIFlagObjectPointer)
!1585 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !71, file: !49, line: 383, type: !283, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !282, retainedNodes: !1586)
!1586 = !{!1584, !1587, !1588}
!1587 = !DILocalVariable(name: "__p", arg: 2, scope: !1585, file: !49, line: 383, type: !196)
!1588 = !DILocalVariable(name: "__n", arg: 3, scope: !1585, file: !49, line: 383, type: !60)
!1589 = !DILocation(line: 0, scope: !1585, inlinedAt: !1590)
!1590 = distinct !DILocation(line: 366, column: 2, scope: !1591, inlinedAt: !1583)
!1591 = distinct !DILexicalBlock(scope: !1580, file: !49, line: 365, column: 7)
!1592 = !DILocation(line: 386, column: 6, scope: !1585, inlinedAt: !1590)
!1593 = !DILocation(line: 1687, column: 6, scope: !1537, inlinedAt: !1555)
!1594 = !DILocation(line: 1688, column: 61, scope: !1537, inlinedAt: !1555)
!1595 = !DILocation(line: 1688, column: 18, scope: !1537, inlinedAt: !1555)
!1596 = !DILocation(line: 1688, column: 36, scope: !1537, inlinedAt: !1555)
!1597 = !{!1451, !1452, i64 16}
!1598 = !DILocalVariable(name: "__first", arg: 1, scope: !1599, file: !1600, line: 365, type: !124)
!1599 = distinct !DISubprogram(name: "__uninitialized_copy_a<const int *, int *, int>", linkageName: "_ZSt22__uninitialized_copy_aIPKiPiiET0_T_S4_S3_RSaIT1_E", scope: !57, file: !1600, line: 365, type: !1601, scopeLine: 367, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1607, retainedNodes: !1603)
!1600 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1601 = !DISubroutineType(types: !1602)
!1602 = !{!65, !124, !124, !65, !153}
!1603 = !{!1598, !1604, !1605, !1606}
!1604 = !DILocalVariable(name: "__last", arg: 2, scope: !1599, file: !1600, line: 365, type: !124)
!1605 = !DILocalVariable(name: "__result", arg: 3, scope: !1599, file: !1600, line: 366, type: !65)
!1606 = !DILocalVariable(arg: 4, scope: !1599, file: !1600, line: 366, type: !153)
!1607 = !{!1608, !1609, !140}
!1608 = !DITemplateTypeParameter(name: "_InputIterator", type: !124)
!1609 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !65)
!1610 = !DILocation(line: 0, scope: !1599, inlinedAt: !1611)
!1611 = distinct !DILocation(line: 1690, column: 6, scope: !1537, inlinedAt: !1555)
!1612 = !DILocalVariable(name: "__first", arg: 1, scope: !1613, file: !1600, line: 163, type: !124)
!1613 = distinct !DISubprogram(name: "uninitialized_copy<const int *, int *>", linkageName: "_ZSt18uninitialized_copyIPKiPiET0_T_S4_S3_", scope: !57, file: !1600, line: 163, type: !1614, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1621, retainedNodes: !1616)
!1614 = !DISubroutineType(types: !1615)
!1615 = !{!65, !124, !124, !65}
!1616 = !{!1612, !1617, !1618, !1619, !1620}
!1617 = !DILocalVariable(name: "__last", arg: 2, scope: !1613, file: !1600, line: 163, type: !124)
!1618 = !DILocalVariable(name: "__result", arg: 3, scope: !1613, file: !1600, line: 164, type: !65)
!1619 = !DILocalVariable(name: "__can_memmove", scope: !1613, file: !1600, line: 174, type: !295)
!1620 = !DILocalVariable(name: "__assignable", scope: !1613, file: !1600, line: 181, type: !295)
!1621 = !{!1608, !1609}
!1622 = !DILocation(line: 0, scope: !1613, inlinedAt: !1623)
!1623 = distinct !DILocation(line: 372, column: 14, scope: !1599, inlinedAt: !1611)
!1624 = !DILocalVariable(name: "__first", arg: 1, scope: !1625, file: !1600, line: 145, type: !124)
!1625 = distinct !DISubprogram(name: "__uninit_copy<const int *, int *>", linkageName: "_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIPKiPiEET0_T_S6_S5_", scope: !1626, file: !1600, line: 145, type: !1614, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1621, declaration: !1629, retainedNodes: !1630)
!1626 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_copy<true>", scope: !57, file: !1600, line: 141, size: 8, flags: DIFlagTypePassByValue, elements: !190, templateParams: !1627, identifier: "_ZTSSt20__uninitialized_copyILb1EE")
!1627 = !{!1628}
!1628 = !DITemplateValueParameter(name: "_TrivialValueTypes", type: !183, value: i1 true)
!1629 = !DISubprogram(name: "__uninit_copy<const int *, int *>", linkageName: "_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIPKiPiEET0_T_S6_S5_", scope: !1626, file: !1600, line: 145, type: !1614, scopeLine: 145, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1621)
!1630 = !{!1624, !1631, !1632}
!1631 = !DILocalVariable(name: "__last", arg: 2, scope: !1625, file: !1600, line: 145, type: !124)
!1632 = !DILocalVariable(name: "__result", arg: 3, scope: !1625, file: !1600, line: 146, type: !65)
!1633 = !DILocation(line: 0, scope: !1625, inlinedAt: !1634)
!1634 = distinct !DILocation(line: 184, column: 14, scope: !1613, inlinedAt: !1623)
!1635 = !DILocalVariable(name: "__first", arg: 1, scope: !1636, file: !1637, line: 611, type: !124)
!1636 = distinct !DISubprogram(name: "copy<const int *, int *>", linkageName: "_ZSt4copyIPKiPiET0_T_S4_S3_", scope: !57, file: !1637, line: 611, type: !1614, scopeLine: 612, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1641, retainedNodes: !1638)
!1637 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1638 = !{!1635, !1639, !1640}
!1639 = !DILocalVariable(name: "__last", arg: 2, scope: !1636, file: !1637, line: 611, type: !124)
!1640 = !DILocalVariable(name: "__result", arg: 3, scope: !1636, file: !1637, line: 611, type: !65)
!1641 = !{!1642, !1643}
!1642 = !DITemplateTypeParameter(name: "_II", type: !124)
!1643 = !DITemplateTypeParameter(name: "_OI", type: !65)
!1644 = !DILocation(line: 0, scope: !1636, inlinedAt: !1645)
!1645 = distinct !DILocation(line: 147, column: 18, scope: !1625, inlinedAt: !1634)
!1646 = !DILocalVariable(name: "__first", arg: 1, scope: !1647, file: !1637, line: 527, type: !124)
!1647 = distinct !DISubprogram(name: "__copy_move_a<false, const int *, int *>", linkageName: "_ZSt13__copy_move_aILb0EPKiPiET1_T0_S4_S3_", scope: !57, file: !1637, line: 527, type: !1614, scopeLine: 528, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1651, retainedNodes: !1648)
!1648 = !{!1646, !1649, !1650}
!1649 = !DILocalVariable(name: "__last", arg: 2, scope: !1647, file: !1637, line: 527, type: !124)
!1650 = !DILocalVariable(name: "__result", arg: 3, scope: !1647, file: !1637, line: 527, type: !65)
!1651 = !{!1652, !1642, !1643}
!1652 = !DITemplateValueParameter(name: "_IsMove", type: !183, value: i1 false)
!1653 = !DILocation(line: 0, scope: !1647, inlinedAt: !1654)
!1654 = distinct !DILocation(line: 619, column: 14, scope: !1636, inlinedAt: !1645)
!1655 = !DILocalVariable(name: "__first", arg: 1, scope: !1656, file: !1637, line: 521, type: !124)
!1656 = distinct !DISubprogram(name: "__copy_move_a1<false, const int *, int *>", linkageName: "_ZSt14__copy_move_a1ILb0EPKiPiET1_T0_S4_S3_", scope: !57, file: !1637, line: 521, type: !1614, scopeLine: 522, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1651, retainedNodes: !1657)
!1657 = !{!1655, !1658, !1659}
!1658 = !DILocalVariable(name: "__last", arg: 2, scope: !1656, file: !1637, line: 521, type: !124)
!1659 = !DILocalVariable(name: "__result", arg: 3, scope: !1656, file: !1637, line: 521, type: !65)
!1660 = !DILocation(line: 0, scope: !1656, inlinedAt: !1661)
!1661 = distinct !DILocation(line: 530, column: 3, scope: !1647, inlinedAt: !1654)
!1662 = !DILocalVariable(name: "__first", arg: 1, scope: !1663, file: !1637, line: 486, type: !124)
!1663 = distinct !DISubprogram(name: "__copy_move_a2<false, const int *, int *>", linkageName: "_ZSt14__copy_move_a2ILb0EPKiPiET1_T0_S4_S3_", scope: !57, file: !1637, line: 486, type: !1614, scopeLine: 487, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !1651, retainedNodes: !1664)
!1664 = !{!1662, !1665, !1666}
!1665 = !DILocalVariable(name: "__last", arg: 2, scope: !1663, file: !1637, line: 486, type: !124)
!1666 = !DILocalVariable(name: "__result", arg: 3, scope: !1663, file: !1637, line: 486, type: !65)
!1667 = !DILocation(line: 0, scope: !1663, inlinedAt: !1668)
!1668 = distinct !DILocation(line: 522, column: 14, scope: !1656, inlinedAt: !1661)
!1669 = !DILocalVariable(name: "__first", arg: 1, scope: !1670, file: !1637, line: 420, type: !124)
!1670 = distinct !DISubprogram(name: "__copy_m<int>", linkageName: "_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIiEEPT_PKS3_S6_S4_", scope: !1671, file: !1637, line: 420, type: !1614, scopeLine: 421, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, templateParams: !139, declaration: !1681, retainedNodes: !1682)
!1671 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__copy_move<false, true, std::random_access_iterator_tag>", scope: !57, file: !1637, line: 415, size: 8, flags: DIFlagTypePassByValue, elements: !190, templateParams: !1672, identifier: "_ZTSSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE")
!1672 = !{!1652, !1673, !1674}
!1673 = !DITemplateValueParameter(name: "_IsSimple", type: !183, value: i1 true)
!1674 = !DITemplateTypeParameter(name: "_Category", type: !1675)
!1675 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !57, file: !1541, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1676, identifier: "_ZTSSt26random_access_iterator_tag")
!1676 = !{!1677}
!1677 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1675, baseType: !1678, extraData: i32 0)
!1678 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !57, file: !1541, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1679, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1679 = !{!1680}
!1680 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1678, baseType: !1540, extraData: i32 0)
!1681 = !DISubprogram(name: "__copy_m<int>", linkageName: "_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIiEEPT_PKS3_S6_S4_", scope: !1671, file: !1637, line: 420, type: !1614, scopeLine: 420, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !139)
!1682 = !{!1669, !1683, !1684, !1685}
!1683 = !DILocalVariable(name: "__last", arg: 2, scope: !1670, file: !1637, line: 420, type: !124)
!1684 = !DILocalVariable(name: "__result", arg: 3, scope: !1670, file: !1637, line: 420, type: !65)
!1685 = !DILocalVariable(name: "_Num", scope: !1670, file: !1637, line: 429, type: !1686)
!1686 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1687)
!1687 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !57, file: !61, line: 299, baseType: !618)
!1688 = !DILocation(line: 0, scope: !1670, inlinedAt: !1689)
!1689 = distinct !DILocation(line: 494, column: 14, scope: !1663, inlinedAt: !1668)
!1690 = !DILocation(line: 431, column: 6, scope: !1691, inlinedAt: !1689)
!1691 = distinct !DILexicalBlock(scope: !1670, file: !1637, line: 430, column: 8)
!1692 = !DILocation(line: 1689, column: 18, scope: !1537, inlinedAt: !1555)
!1693 = !DILocation(line: 1689, column: 28, scope: !1537, inlinedAt: !1555)
!1694 = !DILocation(line: 16, column: 26, scope: !1507)
!1695 = !DILocalVariable(name: "this", arg: 1, scope: !1696, type: !1512, flags: DIFlagArtificial | DIFlagObjectPointer)
!1696 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !68, file: !49, line: 728, type: !335, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !410, retainedNodes: !1697)
!1697 = !{!1695}
!1698 = !DILocation(line: 0, scope: !1696, inlinedAt: !1699)
!1699 = distinct !DILocation(line: 16, column: 19, scope: !1507)
!1700 = !DILocation(line: 0, scope: !1580, inlinedAt: !1701)
!1701 = distinct !DILocation(line: 733, column: 7, scope: !1702, inlinedAt: !1699)
!1702 = distinct !DILexicalBlock(scope: !1696, file: !49, line: 729, column: 7)
!1703 = !DILocation(line: 0, scope: !1585, inlinedAt: !1704)
!1704 = distinct !DILocation(line: 366, column: 2, scope: !1591, inlinedAt: !1701)
!1705 = !DILocalVariable(name: "__a", arg: 1, scope: !1706, file: !86, line: 495, type: !92)
!1706 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !85, file: !86, line: 495, type: !161, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !160, retainedNodes: !1707)
!1707 = !{!1705, !1708, !1709}
!1708 = !DILocalVariable(name: "__p", arg: 2, scope: !1706, file: !86, line: 495, type: !91)
!1709 = !DILocalVariable(name: "__n", arg: 3, scope: !1706, file: !86, line: 495, type: !155)
!1710 = !DILocation(line: 0, scope: !1706, inlinedAt: !1711)
!1711 = distinct !DILocation(line: 387, column: 4, scope: !1712, inlinedAt: !1704)
!1712 = distinct !DILexicalBlock(scope: !1585, file: !49, line: 386, column: 6)
!1713 = !DILocalVariable(name: "this", arg: 1, scope: !1714, type: !1574, flags: DIFlagArtificial | DIFlagObjectPointer)
!1714 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !100, file: !101, line: 142, type: !133, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !132, retainedNodes: !1715)
!1715 = !{!1713, !1716, !1717}
!1716 = !DILocalVariable(name: "__p", arg: 2, scope: !1714, file: !101, line: 142, type: !65)
!1717 = !DILocalVariable(name: "__n", arg: 3, scope: !1714, file: !101, line: 142, type: !131)
!1718 = !DILocation(line: 0, scope: !1714, inlinedAt: !1719)
!1719 = distinct !DILocation(line: 496, column: 13, scope: !1706, inlinedAt: !1711)
!1720 = !DILocation(line: 158, column: 2, scope: !1714, inlinedAt: !1719)
!1721 = !DILocation(line: 16, column: 19, scope: !1507)
!1722 = !DILocation(line: 31, column: 1, scope: !1507)
!1723 = !DILocation(line: 0, scope: !1696, inlinedAt: !1724)
!1724 = distinct !DILocation(line: 16, column: 19, scope: !1507)
!1725 = !DILocation(line: 0, scope: !1580, inlinedAt: !1726)
!1726 = distinct !DILocation(line: 733, column: 7, scope: !1702, inlinedAt: !1724)
!1727 = !DILocation(line: 0, scope: !1585, inlinedAt: !1728)
!1728 = distinct !DILocation(line: 366, column: 2, scope: !1591, inlinedAt: !1726)
!1729 = !DILocation(line: 0, scope: !1706, inlinedAt: !1730)
!1730 = distinct !DILocation(line: 387, column: 4, scope: !1712, inlinedAt: !1728)
!1731 = !DILocation(line: 0, scope: !1714, inlinedAt: !1732)
!1732 = distinct !DILocation(line: 496, column: 13, scope: !1706, inlinedAt: !1730)
!1733 = !DILocation(line: 158, column: 2, scope: !1714, inlinedAt: !1732)
!1734 = !DILocation(line: 17, column: 19, scope: !1735)
!1735 = distinct !DILexicalBlock(scope: !1501, file: !2, line: 17, column: 11)
!1736 = !DILocation(line: 17, column: 25, scope: !1735)
!1737 = !DILocation(line: 0, scope: !1501)
!1738 = !DILocation(line: 31, column: 1, scope: !1735)
!1739 = !DILocation(line: 31, column: 1, scope: !1501)
!1740 = !DILocation(line: 19, column: 5, scope: !1501)
!1741 = !DILocation(line: 0, scope: !1486)
!1742 = !DILocation(line: 20, column: 42, scope: !1743)
!1743 = distinct !DILexicalBlock(scope: !1486, file: !2, line: 19, column: 41)
!1744 = !{!1745, !1745, i64 0}
!1745 = !{!"vtable pointer", !1454, i64 0}
!1746 = !DILocation(line: 20, column: 7, scope: !1743)
!1747 = !DILocation(line: 21, column: 13, scope: !1748)
!1748 = distinct !DILexicalBlock(scope: !1743, file: !2, line: 21, column: 11)
!1749 = !DILocation(line: 21, column: 11, scope: !1743)
!1750 = !DILocation(line: 21, column: 19, scope: !1748)
!1751 = !DILocation(line: 31, column: 1, scope: !1743)
!1752 = !DILocation(line: 22, column: 7, scope: !1743)
!1753 = !DILocation(line: 22, column: 13, scope: !1743)
!1754 = !DILocation(line: 23, column: 5, scope: !1743)
!1755 = !DILocation(line: 31, column: 1, scope: !1486)
!1756 = !DILocation(line: 24, column: 3, scope: !1486)
!1757 = !DILocation(line: 30, column: 3, scope: !1758)
!1758 = distinct !DILexicalBlock(scope: !1474, file: !2, line: 27, column: 37)
!1759 = !DILocation(line: 25, column: 5, scope: !1760)
!1760 = distinct !DILexicalBlock(scope: !1474, file: !2, line: 24, column: 40)
!1761 = !DILocation(line: 27, column: 3, scope: !1760)
!1762 = !DILocation(line: 28, column: 44, scope: !1758)
!1763 = !DILocation(line: 28, column: 5, scope: !1758)
!1764 = !DILocation(line: 31, column: 1, scope: !1474)
!1765 = !DILocalVariable(name: "this", arg: 1, scope: !1766, type: !1768, flags: DIFlagArtificial | DIFlagObjectPointer)
!1766 = distinct !DISubprogram(name: "~Noisy", linkageName: "_ZN5NoisyD2Ev", scope: !1478, file: !2, line: 7, type: !1482, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, declaration: !1481, retainedNodes: !1767)
!1767 = !{!1765}
!1768 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1478, size: 64)
!1769 = !DILocation(line: 0, scope: !1766, inlinedAt: !1770)
!1770 = distinct !DILocation(line: 31, column: 1, scope: !1474)
!1771 = !DILocation(line: 7, column: 42, scope: !1772, inlinedAt: !1770)
!1772 = distinct !DILexicalBlock(scope: !1766, file: !2, line: 7, column: 40)
!1773 = !DILocation(line: 0, scope: !1766, inlinedAt: !1774)
!1774 = distinct !DILocation(line: 31, column: 1, scope: !1474)
!1775 = !DILocation(line: 7, column: 42, scope: !1772, inlinedAt: !1774)
!1776 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !737, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !1777)
!1777 = !{!1778, !1779, !1781, !1784, !1786}
!1778 = !DILocalVariable(name: "total", scope: !1776, file: !2, line: 34, type: !66)
!1779 = !DILocalVariable(name: "i", scope: !1780, file: !2, line: 35, type: !66)
!1780 = distinct !DILexicalBlock(scope: !1776, file: !2, line: 35, column: 3)
!1781 = !DILocalVariable(name: "r", scope: !1782, file: !2, line: 36, type: !66)
!1782 = distinct !DILexicalBlock(scope: !1783, file: !2, line: 35, column: 31)
!1783 = distinct !DILexicalBlock(scope: !1780, file: !2, line: 35, column: 3)
!1784 = !DILocalVariable(name: "e", scope: !1785, file: !2, line: 41, type: !66)
!1785 = distinct !DILexicalBlock(scope: !1776, file: !2, line: 40, column: 7)
!1786 = !DILocalVariable(name: "e", scope: !1776, file: !2, line: 42, type: !66)
!1787 = !DILocation(line: 0, scope: !1776)
!1788 = !DILocation(line: 0, scope: !1780)
!1789 = !DILocation(line: 36, column: 13, scope: !1782)
!1790 = !DILocation(line: 0, scope: !1782)
!1791 = !DILocation(line: 37, column: 5, scope: !1782)
!1792 = !DILocation(line: 41, column: 11, scope: !1793)
!1793 = distinct !DILexicalBlock(scope: !1785, file: !2, line: 41, column: 9)
!1794 = !DILocation(line: 45, column: 1, scope: !1793)
!1795 = !DILocation(line: 41, column: 20, scope: !1793)
!1796 = !DILocation(line: 0, scope: !1785)
!1797 = !DILocation(line: 41, column: 38, scope: !1798)
!1798 = distinct !DILexicalBlock(scope: !1785, file: !2, line: 41, column: 36)
!1799 = !DILocation(line: 41, column: 81, scope: !1798)
!1800 = !DILocation(line: 45, column: 1, scope: !1798)
!1801 = !DILocation(line: 41, column: 88, scope: !1798)
!1802 = !DILocation(line: 45, column: 1, scope: !1785)
!1803 = !DILocation(line: 42, column: 3, scope: !1785)
!1804 = !DILocation(line: 38, column: 11, scope: !1782)
!1805 = !DILocation(line: 42, column: 27, scope: !1806)
!1806 = distinct !DILexicalBlock(scope: !1776, file: !2, line: 42, column: 19)
!1807 = !DILocation(line: 42, column: 33, scope: !1806)
!1808 = !DILocation(line: 43, column: 3, scope: !1776)
!1809 = !DILocation(line: 44, column: 16, scope: !1776)
!1810 = !DILocation(line: 44, column: 10, scope: !1776)
!1811 = !DILocation(line: 44, column: 3, scope: !1776)
!1812 = !DILocation(line: 45, column: 1, scope: !1776)
!1813 = !DISubprogram(name: "__throw_out_of_range_fmt", linkageName: "_ZSt24__throw_out_of_range_fmtPKcz", scope: !57, file: !1814, line: 81, type: !1815, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1814 = !DIFile(filename: "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/include/c++/12/bits/functexcept.h", directory: "", checksumkind: CSK_MD5, checksum: "a363406ed41198146320f1e077ba3f30")
!1815 = !DISubroutineType(types: !1816)
!1816 = !{null, !551, null}
