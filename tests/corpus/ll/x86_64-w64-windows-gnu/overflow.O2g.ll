; ModuleID = 'tests/programs/overflow.c'
source_filename = "tests/programs/overflow.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [9 x i8] c"add: %d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"r=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"sub: %d \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"%d r=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [12 x i8] c"mul ll: %d \00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [12 x i8] c"%d ll=%lld\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [10 x i8] c"uadd: %d \00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [10 x i8] c"usub: %d \00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [6 x i8] c"u=%u\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1, !dbg !37
@.str.11 = private unnamed_addr constant [10 x i8] c"%d b8=%u \00", align 1, !dbg !42
@.str.12 = private unnamed_addr constant [12 x i8] c"s8 mul: %d \00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [13 x i8] c"s16 sub: %d\0A\00", align 1, !dbg !46
@.str.14 = private unnamed_addr constant [11 x i8] c"mixed: %d \00", align 1, !dbg !51
@.str.15 = private unnamed_addr constant [9 x i8] c"ll=%lld \00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [11 x i8] c"typed: %d \00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [15 x i8] c"sat: %d %d %d\0A\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [19 x i8] c"satmul: %llu %llu\0A\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [13 x i8] c"%d! %s %lld\0A\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [2 x i8] c"=\00", align 1, !dbg !74
@.str.22 = private unnamed_addr constant [10 x i8] c"overflows\00", align 1, !dbg !79
@.str.23 = private unnamed_addr constant [14 x i8] c"i128 mul: %d\0A\00", align 1, !dbg !81

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !106 {
    #dbg_value(i32 poison, !111, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1), !dbg !129
    #dbg_value(i32 300, !111, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 0), !dbg !130
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 300), !dbg !131
    #dbg_value(i32 poison, !111, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1), !dbg !132
    #dbg_value(i32 -15, !111, !DIExpression(), !128)
    #dbg_value(i32 0, !112, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef -15), !dbg !133
    #dbg_value(i64 poison, !113, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 1), !dbg !134
    #dbg_value(i64 9223372030926249001, !113, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 0, i64 noundef 9223372030926249001), !dbg !135
    #dbg_value(i32 poison, !114, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 1), !dbg !136
    #dbg_value(i32 -1, !114, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, i32 noundef 1), !dbg !137
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, i32 noundef -1), !dbg !138
    #dbg_value(i8 poison, !116, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef 1), !dbg !139
    #dbg_value(i8 -1, !116, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef 255), !dbg !140
    #dbg_value(i8 poison, !117, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef 1), !dbg !141
    #dbg_value(i16 poison, !118, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 1), !dbg !142
    #dbg_value(i64 4294967294, !113, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef 0), !dbg !143
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.15, i64 noundef 4294967294), !dbg !144
    #dbg_value(i32 poison, !114, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, i32 noundef 1), !dbg !145
    #dbg_value(i32 poison, !111, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 1), !dbg !146
    #dbg_value(i64 poison, !119, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 1), !dbg !147
    #dbg_value(i64 poison, !113, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, i32 noundef 0), !dbg !148
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, i32 noundef 2147483647, i32 noundef -2147483648, i32 noundef -2), !dbg !149
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.19, i64 noundef -9223372036854775808, i64 noundef -1), !dbg !150
    #dbg_value(i64 18, !120, !DIExpression(), !151)
    #dbg_value(i64 0, !122, !DIExpression(), !152)
    #dbg_value(i64 18, !153, !DIExpression(), !163)
    #dbg_value(ptr undef, !159, !DIExpression(), !163)
    #dbg_value(i64 1, !160, !DIExpression(), !163)
    #dbg_value(i32 2, !161, !DIExpression(), !165)
  br label %1, !dbg !166

1:                                                ; preds = %13, %0
  %2 = phi i64 [ 2, %0 ], [ %15, %13 ]
  %3 = phi i64 [ 1, %0 ], [ %14, %13 ]
    #dbg_value(i64 %2, !161, !DIExpression(), !165)
    #dbg_value(i64 %3, !160, !DIExpression(), !163)
  %4 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %3, i64 %2), !dbg !167
  %5 = extractvalue { i64, i1 } %4, 1, !dbg !167
    #dbg_value(i64 poison, !160, !DIExpression(), !163)
  br i1 %5, label %16, label %6, !dbg !170

6:                                                ; preds = %1
  %7 = extractvalue { i64, i1 } %4, 0, !dbg !167
    #dbg_value(i64 %7, !160, !DIExpression(), !163)
    #dbg_value(i64 %2, !161, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !165)
  %8 = icmp eq i64 %2, 18, !dbg !171
  br i1 %8, label %16, label %9, !dbg !166, !llvm.loop !172

9:                                                ; preds = %6
  %10 = or disjoint i64 %2, 1, !dbg !175
    #dbg_value(i64 %10, !161, !DIExpression(), !165)
    #dbg_value(i64 %10, !161, !DIExpression(), !165)
    #dbg_value(i64 %7, !160, !DIExpression(), !163)
  %11 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %7, i64 %10), !dbg !167
  %12 = extractvalue { i64, i1 } %11, 1, !dbg !167
    #dbg_value(i64 poison, !160, !DIExpression(), !163)
  br i1 %12, label %16, label %13, !dbg !170

13:                                               ; preds = %9
  %14 = extractvalue { i64, i1 } %11, 0, !dbg !167
    #dbg_value(i64 %14, !160, !DIExpression(), !163)
  %15 = add nuw nsw i64 %2, 2, !dbg !175
    #dbg_value(i64 %15, !161, !DIExpression(), !165)
  br label %1

16:                                               ; preds = %9, %1, %6
  %17 = phi ptr [ @.str.22, %1 ], [ @.str.21, %6 ], [ @.str.22, %9 ]
  %18 = phi i64 [ 0, %1 ], [ %7, %6 ], [ 0, %9 ]
    #dbg_value(i64 poison, !122, !DIExpression(), !152)
    #dbg_value(i32 poison, !125, !DIExpression(), !152)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 18, ptr noundef nonnull %17, i64 noundef %18), !dbg !176
    #dbg_value(i64 19, !120, !DIExpression(), !151)
    #dbg_value(i64 0, !122, !DIExpression(), !152)
    #dbg_value(i64 19, !153, !DIExpression(), !163)
    #dbg_value(ptr undef, !159, !DIExpression(), !163)
    #dbg_value(i64 1, !160, !DIExpression(), !163)
    #dbg_value(i32 2, !161, !DIExpression(), !165)
  br label %19, !dbg !166

19:                                               ; preds = %29, %16
  %20 = phi i64 [ 2, %16 ], [ %31, %29 ]
  %21 = phi i64 [ 1, %16 ], [ %30, %29 ]
    #dbg_value(i64 %20, !161, !DIExpression(), !165)
    #dbg_value(i64 %21, !160, !DIExpression(), !163)
  %22 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %21, i64 %20), !dbg !167
  %23 = extractvalue { i64, i1 } %22, 1, !dbg !167
    #dbg_value(i64 poison, !160, !DIExpression(), !163)
  br i1 %23, label %33, label %24, !dbg !170

24:                                               ; preds = %19
  %25 = extractvalue { i64, i1 } %22, 0, !dbg !167
    #dbg_value(i64 %25, !160, !DIExpression(), !163)
  %26 = or disjoint i64 %20, 1, !dbg !175
    #dbg_value(i64 %26, !161, !DIExpression(), !165)
  %27 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %25, i64 %26), !dbg !167
  %28 = extractvalue { i64, i1 } %27, 1, !dbg !167
    #dbg_value(i64 poison, !160, !DIExpression(), !163)
  br i1 %28, label %33, label %29, !dbg !170

29:                                               ; preds = %24
  %30 = extractvalue { i64, i1 } %27, 0, !dbg !167
    #dbg_value(i64 %30, !160, !DIExpression(), !163)
  %31 = add nuw nsw i64 %20, 2, !dbg !175
    #dbg_value(i64 %31, !161, !DIExpression(), !165)
  %32 = icmp eq i64 %31, 20, !dbg !171
  br i1 %32, label %33, label %19, !dbg !166, !llvm.loop !172

33:                                               ; preds = %29, %24, %19
  %34 = phi ptr [ @.str.22, %19 ], [ @.str.22, %24 ], [ @.str.21, %29 ]
  %35 = phi i64 [ 0, %19 ], [ 0, %24 ], [ %30, %29 ]
    #dbg_value(i64 poison, !122, !DIExpression(), !152)
    #dbg_value(i32 poison, !125, !DIExpression(), !152)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 19, ptr noundef nonnull %34, i64 noundef %35), !dbg !176
    #dbg_value(i64 20, !120, !DIExpression(), !151)
    #dbg_value(i64 0, !122, !DIExpression(), !152)
    #dbg_value(i64 20, !153, !DIExpression(), !163)
    #dbg_value(ptr undef, !159, !DIExpression(), !163)
    #dbg_value(i64 1, !160, !DIExpression(), !163)
    #dbg_value(i32 2, !161, !DIExpression(), !165)
  br label %36, !dbg !166

36:                                               ; preds = %48, %33
  %37 = phi i64 [ 2, %33 ], [ %50, %48 ]
  %38 = phi i64 [ 1, %33 ], [ %49, %48 ]
    #dbg_value(i64 %37, !161, !DIExpression(), !165)
    #dbg_value(i64 %38, !160, !DIExpression(), !163)
  %39 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %38, i64 %37), !dbg !167
  %40 = extractvalue { i64, i1 } %39, 1, !dbg !167
    #dbg_value(i64 poison, !160, !DIExpression(), !163)
  br i1 %40, label %51, label %41, !dbg !170

41:                                               ; preds = %36
  %42 = extractvalue { i64, i1 } %39, 0, !dbg !167
    #dbg_value(i64 %42, !160, !DIExpression(), !163)
    #dbg_value(i64 %37, !161, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !165)
  %43 = icmp eq i64 %37, 20, !dbg !171
  br i1 %43, label %51, label %44, !dbg !166, !llvm.loop !172

44:                                               ; preds = %41
  %45 = or disjoint i64 %37, 1, !dbg !175
    #dbg_value(i64 %45, !161, !DIExpression(), !165)
    #dbg_value(i64 %45, !161, !DIExpression(), !165)
    #dbg_value(i64 %42, !160, !DIExpression(), !163)
  %46 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %42, i64 %45), !dbg !167
  %47 = extractvalue { i64, i1 } %46, 1, !dbg !167
    #dbg_value(i64 poison, !160, !DIExpression(), !163)
  br i1 %47, label %51, label %48, !dbg !170

48:                                               ; preds = %44
  %49 = extractvalue { i64, i1 } %46, 0, !dbg !167
    #dbg_value(i64 %49, !160, !DIExpression(), !163)
  %50 = add nuw nsw i64 %37, 2, !dbg !175
    #dbg_value(i64 %50, !161, !DIExpression(), !165)
  br label %36

51:                                               ; preds = %44, %41, %36
  %52 = phi ptr [ @.str.22, %36 ], [ @.str.21, %41 ], [ @.str.22, %44 ]
  %53 = phi i64 [ 0, %36 ], [ %42, %41 ], [ 0, %44 ]
    #dbg_value(i64 poison, !122, !DIExpression(), !152)
    #dbg_value(i32 poison, !125, !DIExpression(), !152)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 20, ptr noundef nonnull %52, i64 noundef %53), !dbg !176
    #dbg_value(i64 21, !120, !DIExpression(), !151)
    #dbg_value(i64 0, !122, !DIExpression(), !152)
    #dbg_value(i64 21, !153, !DIExpression(), !163)
    #dbg_value(ptr undef, !159, !DIExpression(), !163)
    #dbg_value(i64 1, !160, !DIExpression(), !163)
    #dbg_value(i32 2, !161, !DIExpression(), !165)
  br label %54, !dbg !166

54:                                               ; preds = %64, %51
  %55 = phi i64 [ 2, %51 ], [ %66, %64 ]
  %56 = phi i64 [ 1, %51 ], [ %65, %64 ]
    #dbg_value(i64 %55, !161, !DIExpression(), !165)
    #dbg_value(i64 %56, !160, !DIExpression(), !163)
  %57 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %56, i64 %55), !dbg !167
  %58 = extractvalue { i64, i1 } %57, 1, !dbg !167
    #dbg_value(i64 poison, !160, !DIExpression(), !163)
  br i1 %58, label %68, label %59, !dbg !170

59:                                               ; preds = %54
  %60 = extractvalue { i64, i1 } %57, 0, !dbg !167
    #dbg_value(i64 %60, !160, !DIExpression(), !163)
  %61 = or disjoint i64 %55, 1, !dbg !175
    #dbg_value(i64 %61, !161, !DIExpression(), !165)
  %62 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %60, i64 %61), !dbg !167
  %63 = extractvalue { i64, i1 } %62, 1, !dbg !167
    #dbg_value(i64 poison, !160, !DIExpression(), !163)
  br i1 %63, label %68, label %64, !dbg !170

64:                                               ; preds = %59
  %65 = extractvalue { i64, i1 } %62, 0, !dbg !167
    #dbg_value(i64 %65, !160, !DIExpression(), !163)
  %66 = add nuw nsw i64 %55, 2, !dbg !175
    #dbg_value(i64 %66, !161, !DIExpression(), !165)
  %67 = icmp eq i64 %66, 22, !dbg !171
  br i1 %67, label %68, label %54, !dbg !166, !llvm.loop !172

68:                                               ; preds = %64, %59, %54
  %69 = phi ptr [ @.str.22, %54 ], [ @.str.22, %59 ], [ @.str.21, %64 ]
  %70 = phi i64 [ 0, %54 ], [ 0, %59 ], [ %65, %64 ]
    #dbg_value(i64 poison, !122, !DIExpression(), !152)
    #dbg_value(i32 poison, !125, !DIExpression(), !152)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 21, ptr noundef nonnull %69, i64 noundef %70), !dbg !176
    #dbg_value(i64 22, !120, !DIExpression(), !151)
    #dbg_value(i64 0, !122, !DIExpression(), !152)
    #dbg_value(i64 22, !153, !DIExpression(), !163)
    #dbg_value(ptr undef, !159, !DIExpression(), !163)
    #dbg_value(i64 1, !160, !DIExpression(), !163)
    #dbg_value(i32 2, !161, !DIExpression(), !165)
  br label %71, !dbg !166

71:                                               ; preds = %83, %68
  %72 = phi i64 [ 2, %68 ], [ %85, %83 ]
  %73 = phi i64 [ 1, %68 ], [ %84, %83 ]
    #dbg_value(i64 %72, !161, !DIExpression(), !165)
    #dbg_value(i64 %73, !160, !DIExpression(), !163)
  %74 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %73, i64 %72), !dbg !167
  %75 = extractvalue { i64, i1 } %74, 1, !dbg !167
    #dbg_value(i64 poison, !160, !DIExpression(), !163)
  br i1 %75, label %86, label %76, !dbg !170

76:                                               ; preds = %71
  %77 = extractvalue { i64, i1 } %74, 0, !dbg !167
    #dbg_value(i64 %77, !160, !DIExpression(), !163)
    #dbg_value(i64 %72, !161, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !165)
  %78 = icmp eq i64 %72, 22, !dbg !171
  br i1 %78, label %86, label %79, !dbg !166, !llvm.loop !172

79:                                               ; preds = %76
  %80 = or disjoint i64 %72, 1, !dbg !175
    #dbg_value(i64 %80, !161, !DIExpression(), !165)
    #dbg_value(i64 %80, !161, !DIExpression(), !165)
    #dbg_value(i64 %77, !160, !DIExpression(), !163)
  %81 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %77, i64 %80), !dbg !167
  %82 = extractvalue { i64, i1 } %81, 1, !dbg !167
    #dbg_value(i64 poison, !160, !DIExpression(), !163)
  br i1 %82, label %86, label %83, !dbg !170

83:                                               ; preds = %79
  %84 = extractvalue { i64, i1 } %81, 0, !dbg !167
    #dbg_value(i64 %84, !160, !DIExpression(), !163)
  %85 = add nuw nsw i64 %72, 2, !dbg !175
    #dbg_value(i64 %85, !161, !DIExpression(), !165)
  br label %71

86:                                               ; preds = %79, %71, %76
  %87 = phi ptr [ @.str.22, %71 ], [ @.str.21, %76 ], [ @.str.22, %79 ]
  %88 = phi i64 [ 0, %71 ], [ %77, %76 ], [ 0, %79 ]
    #dbg_value(i64 poison, !122, !DIExpression(), !152)
    #dbg_value(i32 poison, !125, !DIExpression(), !152)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.20, i32 noundef 22, ptr noundef nonnull %87, i64 noundef %88), !dbg !176
    #dbg_value(i64 23, !120, !DIExpression(), !151)
    #dbg_value(i128 poison, !126, !DIExpression(), !128)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.23, i32 noundef 0), !dbg !177
  ret i32 0, !dbg !178
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !179 {
  %2 = alloca ptr, align 8, !DIAssignID !191
    #dbg_assign(i1 undef, !188, !DIExpression(), !191, ptr %2, !DIExpression(), !192)
    #dbg_value(ptr %0, !186, !DIExpression(), !192)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !193
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !194
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #7, !dbg !195
  %4 = load ptr, ptr %2, align 8, !dbg !196, !tbaa !197
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #7, !dbg !201
    #dbg_value(i32 %5, !187, !DIExpression(), !192)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !202
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !203
  ret void, !dbg !204
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !205 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !225 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/overflow.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 12)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !23, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 10)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !30, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 8)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !30, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !23, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 13)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 11)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 15)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 19)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !48, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 2)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !30, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 14)
!86 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !87, globals: !97, splitDebugInlining: false, nameTableKind: None)
!87 = !{!88, !91, !93, !95, !96}
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !89, line: 36, baseType: !90)
!89 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!90 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !89, line: 35, baseType: !92)
!92 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !89, line: 37, baseType: !94)
!94 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!95 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!96 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!97 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !35, !37, !42, !44, !46, !51, !56, !58, !60, !62, !67, !72, !74, !79, !81}
!98 = !{i32 7, !"Dwarf Version", i32 4}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 2}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"uwtable", i32 2}
!103 = !{i32 1, !"MaxTLSAlign", i32 65536}
!104 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !107, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{!109}
!109 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!110 = !{!111, !112, !113, !114, !116, !117, !118, !119, !120, !122, !125, !126}
!111 = !DILocalVariable(name: "r", scope: !106, file: !2, line: 26, type: !109)
!112 = !DILocalVariable(name: "o", scope: !106, file: !2, line: 30, type: !109)
!113 = !DILocalVariable(name: "ll", scope: !106, file: !2, line: 32, type: !96)
!114 = !DILocalVariable(name: "u", scope: !106, file: !2, line: 36, type: !115)
!115 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!116 = !DILocalVariable(name: "b8", scope: !106, file: !2, line: 40, type: !88)
!117 = !DILocalVariable(name: "s8", scope: !106, file: !2, line: 41, type: !91)
!118 = !DILocalVariable(name: "s16", scope: !106, file: !2, line: 42, type: !93)
!119 = !DILocalVariable(name: "ull", scope: !106, file: !2, line: 52, type: !95)
!120 = !DILocalVariable(name: "n", scope: !121, file: !2, line: 59, type: !109)
!121 = distinct !DILexicalBlock(scope: !106, file: !2, line: 59, column: 5)
!122 = !DILocalVariable(name: "f", scope: !123, file: !2, line: 60, type: !96)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 59, column: 36)
!124 = distinct !DILexicalBlock(scope: !121, file: !2, line: 59, column: 5)
!125 = !DILocalVariable(name: "ok", scope: !123, file: !2, line: 61, type: !109)
!126 = !DILocalVariable(name: "big", scope: !106, file: !2, line: 64, type: !127)
!127 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!128 = !DILocation(line: 0, scope: !106)
!129 = !DILocation(line: 27, column: 5, scope: !106)
!130 = !DILocation(line: 28, column: 5, scope: !106)
!131 = !DILocation(line: 28, column: 58, scope: !106)
!132 = !DILocation(line: 29, column: 5, scope: !106)
!133 = !DILocation(line: 31, column: 5, scope: !106)
!134 = !DILocation(line: 33, column: 5, scope: !106)
!135 = !DILocation(line: 35, column: 5, scope: !106)
!136 = !DILocation(line: 37, column: 5, scope: !106)
!137 = !DILocation(line: 38, column: 5, scope: !106)
!138 = !DILocation(line: 39, column: 5, scope: !106)
!139 = !DILocation(line: 43, column: 5, scope: !106)
!140 = !DILocation(line: 45, column: 5, scope: !106)
!141 = !DILocation(line: 46, column: 5, scope: !106)
!142 = !DILocation(line: 47, column: 5, scope: !106)
!143 = !DILocation(line: 49, column: 5, scope: !106)
!144 = !DILocation(line: 50, column: 5, scope: !106)
!145 = !DILocation(line: 51, column: 5, scope: !106)
!146 = !DILocation(line: 53, column: 5, scope: !106)
!147 = !DILocation(line: 54, column: 5, scope: !106)
!148 = !DILocation(line: 55, column: 5, scope: !106)
!149 = !DILocation(line: 56, column: 5, scope: !106)
!150 = !DILocation(line: 57, column: 5, scope: !106)
!151 = !DILocation(line: 0, scope: !121)
!152 = !DILocation(line: 0, scope: !123)
!153 = !DILocalVariable(name: "n", arg: 1, scope: !154, file: !2, line: 17, type: !109)
!154 = distinct !DISubprogram(name: "checked_factorial", scope: !2, file: !2, line: 17, type: !155, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !158)
!155 = !DISubroutineType(types: !156)
!156 = !{!109, !109, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!158 = !{!153, !159, !160, !161}
!159 = !DILocalVariable(name: "out", arg: 2, scope: !154, file: !2, line: 17, type: !157)
!160 = !DILocalVariable(name: "r", scope: !154, file: !2, line: 18, type: !96)
!161 = !DILocalVariable(name: "i", scope: !162, file: !2, line: 19, type: !109)
!162 = distinct !DILexicalBlock(scope: !154, file: !2, line: 19, column: 5)
!163 = !DILocation(line: 0, scope: !154, inlinedAt: !164)
!164 = distinct !DILocation(line: 61, column: 18, scope: !123)
!165 = !DILocation(line: 0, scope: !162, inlinedAt: !164)
!166 = !DILocation(line: 19, column: 5, scope: !162, inlinedAt: !164)
!167 = !DILocation(line: 20, column: 13, scope: !168, inlinedAt: !164)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 20, column: 13)
!169 = distinct !DILexicalBlock(scope: !162, file: !2, line: 19, column: 5)
!170 = !DILocation(line: 20, column: 13, scope: !169, inlinedAt: !164)
!171 = !DILocation(line: 19, column: 23, scope: !169, inlinedAt: !164)
!172 = distinct !{!172, !166, !173, !174}
!173 = !DILocation(line: 20, column: 65, scope: !162, inlinedAt: !164)
!174 = !{!"llvm.loop.mustprogress"}
!175 = !DILocation(line: 19, column: 30, scope: !169, inlinedAt: !164)
!176 = !DILocation(line: 62, column: 9, scope: !123)
!177 = !DILocation(line: 65, column: 5, scope: !106)
!178 = !DILocation(line: 66, column: 5, scope: !106)
!179 = distinct !DISubprogram(name: "printf", scope: !180, file: !180, line: 368, type: !181, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !185)
!180 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!181 = !DISubroutineType(cc: DW_CC_nocall, types: !182)
!182 = !{!109, !183, null}
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!185 = !{!186, !187, !188}
!186 = !DILocalVariable(name: "__format", arg: 1, scope: !179, file: !180, line: 368, type: !183)
!187 = !DILocalVariable(name: "__retval", scope: !179, file: !180, line: 370, type: !109)
!188 = !DILocalVariable(name: "__local_argv", scope: !179, file: !180, line: 371, type: !189)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 0, scope: !179)
!193 = !DILocation(line: 371, column: 3, scope: !179)
!194 = !DILocation(line: 371, column: 35, scope: !179)
!195 = !DILocation(line: 372, column: 32, scope: !179)
!196 = !DILocation(line: 372, column: 50, scope: !179)
!197 = !{!198, !198, i64 0}
!198 = !{!"any pointer", !199, i64 0}
!199 = !{!"omnipotent char", !200, i64 0}
!200 = !{!"Simple C/C++ TBAA"}
!201 = !DILocation(line: 372, column: 14, scope: !179)
!202 = !DILocation(line: 373, column: 3, scope: !179)
!203 = !DILocation(line: 375, column: 1, scope: !179)
!204 = !DILocation(line: 374, column: 3, scope: !179)
!205 = !DISubprogram(name: "__mingw_vfprintf", scope: !180, file: !180, line: 193, type: !206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{!109, !208, !221, !222}
!208 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !209)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !180, line: 47, baseType: !211)
!211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !180, line: 33, size: 384, align: 64, elements: !212)
!212 = !{!213, !214, !215, !216, !217, !218, !219, !220}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !211, file: !180, line: 37, baseType: !190, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !211, file: !180, line: 38, baseType: !109, size: 32, offset: 64)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !211, file: !180, line: 39, baseType: !190, size: 64, offset: 128)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !211, file: !180, line: 40, baseType: !109, size: 32, offset: 192)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !211, file: !180, line: 41, baseType: !109, size: 32, offset: 224)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !211, file: !180, line: 42, baseType: !109, size: 32, offset: 256)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !211, file: !180, line: 43, baseType: !109, size: 32, offset: 288)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !211, file: !180, line: 44, baseType: !190, size: 64, offset: 320)
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !183)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !223, line: 31, baseType: !224)
!223 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !223, line: 24, baseType: !189)
!225 = !DISubprogram(name: "__acrt_iob_func", scope: !180, file: !180, line: 93, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{!209, !115}
