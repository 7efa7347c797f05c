; ModuleID = 'tests/programs/overflow.c'
source_filename = "tests/programs/overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !111 {
    #dbg_value(i32 poison, !116, !DIExpression(), !133)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1), !dbg !134
    #dbg_value(i32 300, !116, !DIExpression(), !133)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0), !dbg !135
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 300), !dbg !136
    #dbg_value(i32 poison, !116, !DIExpression(), !133)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !137
    #dbg_value(i32 -15, !116, !DIExpression(), !133)
    #dbg_value(i32 0, !117, !DIExpression(), !133)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef -15), !dbg !138
    #dbg_value(i64 poison, !118, !DIExpression(), !133)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !139
    #dbg_value(i64 9223372030926249001, !118, !DIExpression(), !133)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i64 noundef 9223372030926249001), !dbg !140
    #dbg_value(i32 poison, !119, !DIExpression(), !133)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !141
    #dbg_value(i32 -1, !119, !DIExpression(), !133)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !142
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1), !dbg !143
    #dbg_value(i8 poison, !121, !DIExpression(), !133)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !144
    #dbg_value(i8 -1, !121, !DIExpression(), !133)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef 255), !dbg !145
    #dbg_value(i8 poison, !122, !DIExpression(), !133)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1), !dbg !146
    #dbg_value(i16 poison, !123, !DIExpression(), !133)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1), !dbg !147
    #dbg_value(i64 4294967294, !118, !DIExpression(), !133)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !148
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef 4294967294), !dbg !149
    #dbg_value(i32 poison, !119, !DIExpression(), !133)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1), !dbg !150
    #dbg_value(i32 poison, !116, !DIExpression(), !133)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1), !dbg !151
    #dbg_value(i64 poison, !124, !DIExpression(), !133)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1), !dbg !152
    #dbg_value(i64 poison, !118, !DIExpression(), !133)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 0), !dbg !153
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 2147483647, i32 noundef -2147483648, i32 noundef -2), !dbg !154
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef -9223372036854775808, i64 noundef -1), !dbg !155
    #dbg_value(i64 18, !125, !DIExpression(), !156)
    #dbg_value(i64 0, !127, !DIExpression(), !157)
    #dbg_value(i64 18, !158, !DIExpression(), !168)
    #dbg_value(ptr undef, !164, !DIExpression(), !168)
    #dbg_value(i64 1, !165, !DIExpression(), !168)
    #dbg_value(i32 2, !166, !DIExpression(), !170)
  br label %23, !dbg !171

23:                                               ; preds = %35, %0
  %24 = phi i64 [ 2, %0 ], [ %37, %35 ]
  %25 = phi i64 [ 1, %0 ], [ %36, %35 ]
    #dbg_value(i64 %24, !166, !DIExpression(), !170)
    #dbg_value(i64 %25, !165, !DIExpression(), !168)
  %26 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %25, i64 %24), !dbg !172
  %27 = extractvalue { i64, i1 } %26, 1, !dbg !172
    #dbg_value(i64 poison, !165, !DIExpression(), !168)
  br i1 %27, label %38, label %28, !dbg !175

28:                                               ; preds = %23
  %29 = extractvalue { i64, i1 } %26, 0, !dbg !172
    #dbg_value(i64 %29, !165, !DIExpression(), !168)
    #dbg_value(i64 %24, !166, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !170)
  %30 = icmp eq i64 %24, 18, !dbg !176
  br i1 %30, label %38, label %31, !dbg !171, !llvm.loop !177

31:                                               ; preds = %28
  %32 = or disjoint i64 %24, 1, !dbg !180
    #dbg_value(i64 %32, !166, !DIExpression(), !170)
    #dbg_value(i64 %32, !166, !DIExpression(), !170)
    #dbg_value(i64 %29, !165, !DIExpression(), !168)
  %33 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %29, i64 %32), !dbg !172
  %34 = extractvalue { i64, i1 } %33, 1, !dbg !172
    #dbg_value(i64 poison, !165, !DIExpression(), !168)
  br i1 %34, label %38, label %35, !dbg !175

35:                                               ; preds = %31
  %36 = extractvalue { i64, i1 } %33, 0, !dbg !172
    #dbg_value(i64 %36, !165, !DIExpression(), !168)
  %37 = add nuw nsw i64 %24, 2, !dbg !180
    #dbg_value(i64 %37, !166, !DIExpression(), !170)
  br label %23

38:                                               ; preds = %31, %23, %28
  %39 = phi ptr [ @.str.22, %23 ], [ @.str.21, %28 ], [ @.str.22, %31 ]
  %40 = phi i64 [ 0, %23 ], [ %29, %28 ], [ 0, %31 ]
    #dbg_value(i64 poison, !127, !DIExpression(), !157)
    #dbg_value(i32 poison, !130, !DIExpression(), !157)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 18, ptr noundef nonnull %39, i64 noundef %40), !dbg !181
    #dbg_value(i64 19, !125, !DIExpression(), !156)
    #dbg_value(i64 0, !127, !DIExpression(), !157)
    #dbg_value(i64 19, !158, !DIExpression(), !168)
    #dbg_value(ptr undef, !164, !DIExpression(), !168)
    #dbg_value(i64 1, !165, !DIExpression(), !168)
    #dbg_value(i32 2, !166, !DIExpression(), !170)
  br label %42, !dbg !171

42:                                               ; preds = %52, %38
  %43 = phi i64 [ 2, %38 ], [ %54, %52 ]
  %44 = phi i64 [ 1, %38 ], [ %53, %52 ]
    #dbg_value(i64 %43, !166, !DIExpression(), !170)
    #dbg_value(i64 %44, !165, !DIExpression(), !168)
  %45 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %44, i64 %43), !dbg !172
  %46 = extractvalue { i64, i1 } %45, 1, !dbg !172
    #dbg_value(i64 poison, !165, !DIExpression(), !168)
  br i1 %46, label %56, label %47, !dbg !175

47:                                               ; preds = %42
  %48 = extractvalue { i64, i1 } %45, 0, !dbg !172
    #dbg_value(i64 %48, !165, !DIExpression(), !168)
  %49 = or disjoint i64 %43, 1, !dbg !180
    #dbg_value(i64 %49, !166, !DIExpression(), !170)
  %50 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %48, i64 %49), !dbg !172
  %51 = extractvalue { i64, i1 } %50, 1, !dbg !172
    #dbg_value(i64 poison, !165, !DIExpression(), !168)
  br i1 %51, label %56, label %52, !dbg !175

52:                                               ; preds = %47
  %53 = extractvalue { i64, i1 } %50, 0, !dbg !172
    #dbg_value(i64 %53, !165, !DIExpression(), !168)
  %54 = add nuw nsw i64 %43, 2, !dbg !180
    #dbg_value(i64 %54, !166, !DIExpression(), !170)
  %55 = icmp eq i64 %54, 20, !dbg !176
  br i1 %55, label %56, label %42, !dbg !171, !llvm.loop !177

56:                                               ; preds = %52, %47, %42
  %57 = phi ptr [ @.str.22, %42 ], [ @.str.22, %47 ], [ @.str.21, %52 ]
  %58 = phi i64 [ 0, %42 ], [ 0, %47 ], [ %53, %52 ]
    #dbg_value(i64 poison, !127, !DIExpression(), !157)
    #dbg_value(i32 poison, !130, !DIExpression(), !157)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 19, ptr noundef nonnull %57, i64 noundef %58), !dbg !181
    #dbg_value(i64 20, !125, !DIExpression(), !156)
    #dbg_value(i64 0, !127, !DIExpression(), !157)
    #dbg_value(i64 20, !158, !DIExpression(), !168)
    #dbg_value(ptr undef, !164, !DIExpression(), !168)
    #dbg_value(i64 1, !165, !DIExpression(), !168)
    #dbg_value(i32 2, !166, !DIExpression(), !170)
  br label %60, !dbg !171

60:                                               ; preds = %72, %56
  %61 = phi i64 [ 2, %56 ], [ %74, %72 ]
  %62 = phi i64 [ 1, %56 ], [ %73, %72 ]
    #dbg_value(i64 %61, !166, !DIExpression(), !170)
    #dbg_value(i64 %62, !165, !DIExpression(), !168)
  %63 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %62, i64 %61), !dbg !172
  %64 = extractvalue { i64, i1 } %63, 1, !dbg !172
    #dbg_value(i64 poison, !165, !DIExpression(), !168)
  br i1 %64, label %75, label %65, !dbg !175

65:                                               ; preds = %60
  %66 = extractvalue { i64, i1 } %63, 0, !dbg !172
    #dbg_value(i64 %66, !165, !DIExpression(), !168)
    #dbg_value(i64 %61, !166, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !170)
  %67 = icmp eq i64 %61, 20, !dbg !176
  br i1 %67, label %75, label %68, !dbg !171, !llvm.loop !177

68:                                               ; preds = %65
  %69 = or disjoint i64 %61, 1, !dbg !180
    #dbg_value(i64 %69, !166, !DIExpression(), !170)
    #dbg_value(i64 %69, !166, !DIExpression(), !170)
    #dbg_value(i64 %66, !165, !DIExpression(), !168)
  %70 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %66, i64 %69), !dbg !172
  %71 = extractvalue { i64, i1 } %70, 1, !dbg !172
    #dbg_value(i64 poison, !165, !DIExpression(), !168)
  br i1 %71, label %75, label %72, !dbg !175

72:                                               ; preds = %68
  %73 = extractvalue { i64, i1 } %70, 0, !dbg !172
    #dbg_value(i64 %73, !165, !DIExpression(), !168)
  %74 = add nuw nsw i64 %61, 2, !dbg !180
    #dbg_value(i64 %74, !166, !DIExpression(), !170)
  br label %60

75:                                               ; preds = %68, %65, %60
  %76 = phi ptr [ @.str.22, %60 ], [ @.str.21, %65 ], [ @.str.22, %68 ]
  %77 = phi i64 [ 0, %60 ], [ %66, %65 ], [ 0, %68 ]
    #dbg_value(i64 poison, !127, !DIExpression(), !157)
    #dbg_value(i32 poison, !130, !DIExpression(), !157)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 20, ptr noundef nonnull %76, i64 noundef %77), !dbg !181
    #dbg_value(i64 21, !125, !DIExpression(), !156)
    #dbg_value(i64 0, !127, !DIExpression(), !157)
    #dbg_value(i64 21, !158, !DIExpression(), !168)
    #dbg_value(ptr undef, !164, !DIExpression(), !168)
    #dbg_value(i64 1, !165, !DIExpression(), !168)
    #dbg_value(i32 2, !166, !DIExpression(), !170)
  br label %79, !dbg !171

79:                                               ; preds = %89, %75
  %80 = phi i64 [ 2, %75 ], [ %91, %89 ]
  %81 = phi i64 [ 1, %75 ], [ %90, %89 ]
    #dbg_value(i64 %80, !166, !DIExpression(), !170)
    #dbg_value(i64 %81, !165, !DIExpression(), !168)
  %82 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %81, i64 %80), !dbg !172
  %83 = extractvalue { i64, i1 } %82, 1, !dbg !172
    #dbg_value(i64 poison, !165, !DIExpression(), !168)
  br i1 %83, label %93, label %84, !dbg !175

84:                                               ; preds = %79
  %85 = extractvalue { i64, i1 } %82, 0, !dbg !172
    #dbg_value(i64 %85, !165, !DIExpression(), !168)
  %86 = or disjoint i64 %80, 1, !dbg !180
    #dbg_value(i64 %86, !166, !DIExpression(), !170)
  %87 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %85, i64 %86), !dbg !172
  %88 = extractvalue { i64, i1 } %87, 1, !dbg !172
    #dbg_value(i64 poison, !165, !DIExpression(), !168)
  br i1 %88, label %93, label %89, !dbg !175

89:                                               ; preds = %84
  %90 = extractvalue { i64, i1 } %87, 0, !dbg !172
    #dbg_value(i64 %90, !165, !DIExpression(), !168)
  %91 = add nuw nsw i64 %80, 2, !dbg !180
    #dbg_value(i64 %91, !166, !DIExpression(), !170)
  %92 = icmp eq i64 %91, 22, !dbg !176
  br i1 %92, label %93, label %79, !dbg !171, !llvm.loop !177

93:                                               ; preds = %89, %84, %79
  %94 = phi ptr [ @.str.22, %79 ], [ @.str.22, %84 ], [ @.str.21, %89 ]
  %95 = phi i64 [ 0, %79 ], [ 0, %84 ], [ %90, %89 ]
    #dbg_value(i64 poison, !127, !DIExpression(), !157)
    #dbg_value(i32 poison, !130, !DIExpression(), !157)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 21, ptr noundef nonnull %94, i64 noundef %95), !dbg !181
    #dbg_value(i64 22, !125, !DIExpression(), !156)
    #dbg_value(i64 0, !127, !DIExpression(), !157)
    #dbg_value(i64 22, !158, !DIExpression(), !168)
    #dbg_value(ptr undef, !164, !DIExpression(), !168)
    #dbg_value(i64 1, !165, !DIExpression(), !168)
    #dbg_value(i32 2, !166, !DIExpression(), !170)
  br label %97, !dbg !171

97:                                               ; preds = %109, %93
  %98 = phi i64 [ 2, %93 ], [ %111, %109 ]
  %99 = phi i64 [ 1, %93 ], [ %110, %109 ]
    #dbg_value(i64 %98, !166, !DIExpression(), !170)
    #dbg_value(i64 %99, !165, !DIExpression(), !168)
  %100 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %99, i64 %98), !dbg !172
  %101 = extractvalue { i64, i1 } %100, 1, !dbg !172
    #dbg_value(i64 poison, !165, !DIExpression(), !168)
  br i1 %101, label %112, label %102, !dbg !175

102:                                              ; preds = %97
  %103 = extractvalue { i64, i1 } %100, 0, !dbg !172
    #dbg_value(i64 %103, !165, !DIExpression(), !168)
    #dbg_value(i64 %98, !166, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !170)
  %104 = icmp eq i64 %98, 22, !dbg !176
  br i1 %104, label %112, label %105, !dbg !171, !llvm.loop !177

105:                                              ; preds = %102
  %106 = or disjoint i64 %98, 1, !dbg !180
    #dbg_value(i64 %106, !166, !DIExpression(), !170)
    #dbg_value(i64 %106, !166, !DIExpression(), !170)
    #dbg_value(i64 %103, !165, !DIExpression(), !168)
  %107 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %103, i64 %106), !dbg !172
  %108 = extractvalue { i64, i1 } %107, 1, !dbg !172
    #dbg_value(i64 poison, !165, !DIExpression(), !168)
  br i1 %108, label %112, label %109, !dbg !175

109:                                              ; preds = %105
  %110 = extractvalue { i64, i1 } %107, 0, !dbg !172
    #dbg_value(i64 %110, !165, !DIExpression(), !168)
  %111 = add nuw nsw i64 %98, 2, !dbg !180
    #dbg_value(i64 %111, !166, !DIExpression(), !170)
  br label %97

112:                                              ; preds = %105, %97, %102
  %113 = phi ptr [ @.str.22, %97 ], [ @.str.21, %102 ], [ @.str.22, %105 ]
  %114 = phi i64 [ 0, %97 ], [ %103, %102 ], [ 0, %105 ]
    #dbg_value(i64 poison, !127, !DIExpression(), !157)
    #dbg_value(i32 poison, !130, !DIExpression(), !157)
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 22, ptr noundef nonnull %113, i64 noundef %114), !dbg !181
    #dbg_value(i64 23, !125, !DIExpression(), !156)
    #dbg_value(i128 poison, !131, !DIExpression(), !133)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 0), !dbg !182
  ret i32 0, !dbg !183
}

; Function Attrs: nofree nounwind
declare !dbg !184 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/overflow.c", directory: ".", checksumkind: CSK_MD5, checksum: "2404bd4fdc9012fb36ddd3f78eb593a7")
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
!86 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !87, globals: !102, splitDebugInlining: false, nameTableKind: None)
!87 = !{!88, !93, !97, !100, !101}
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !89, line: 24, baseType: !90)
!89 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !91, line: 38, baseType: !92)
!91 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!92 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !94, line: 24, baseType: !95)
!94 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !91, line: 37, baseType: !96)
!96 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !94, line: 25, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !91, line: 39, baseType: !99)
!99 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!100 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!102 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !35, !37, !42, !44, !46, !51, !56, !58, !60, !62, !67, !72, !74, !79, !81}
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 8, !"PIC Level", i32 2}
!107 = !{i32 7, !"PIE Level", i32 2}
!108 = !{i32 7, !"uwtable", i32 2}
!109 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !112, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !115)
!112 = !DISubroutineType(types: !113)
!113 = !{!114}
!114 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!115 = !{!116, !117, !118, !119, !121, !122, !123, !124, !125, !127, !130, !131}
!116 = !DILocalVariable(name: "r", scope: !111, file: !2, line: 26, type: !114)
!117 = !DILocalVariable(name: "o", scope: !111, file: !2, line: 30, type: !114)
!118 = !DILocalVariable(name: "ll", scope: !111, file: !2, line: 32, type: !101)
!119 = !DILocalVariable(name: "u", scope: !111, file: !2, line: 36, type: !120)
!120 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!121 = !DILocalVariable(name: "b8", scope: !111, file: !2, line: 40, type: !88)
!122 = !DILocalVariable(name: "s8", scope: !111, file: !2, line: 41, type: !93)
!123 = !DILocalVariable(name: "s16", scope: !111, file: !2, line: 42, type: !97)
!124 = !DILocalVariable(name: "ull", scope: !111, file: !2, line: 52, type: !100)
!125 = !DILocalVariable(name: "n", scope: !126, file: !2, line: 59, type: !114)
!126 = distinct !DILexicalBlock(scope: !111, file: !2, line: 59, column: 5)
!127 = !DILocalVariable(name: "f", scope: !128, file: !2, line: 60, type: !101)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 59, column: 36)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 59, column: 5)
!130 = !DILocalVariable(name: "ok", scope: !128, file: !2, line: 61, type: !114)
!131 = !DILocalVariable(name: "big", scope: !111, file: !2, line: 64, type: !132)
!132 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!133 = !DILocation(line: 0, scope: !111)
!134 = !DILocation(line: 27, column: 5, scope: !111)
!135 = !DILocation(line: 28, column: 5, scope: !111)
!136 = !DILocation(line: 28, column: 58, scope: !111)
!137 = !DILocation(line: 29, column: 5, scope: !111)
!138 = !DILocation(line: 31, column: 5, scope: !111)
!139 = !DILocation(line: 33, column: 5, scope: !111)
!140 = !DILocation(line: 35, column: 5, scope: !111)
!141 = !DILocation(line: 37, column: 5, scope: !111)
!142 = !DILocation(line: 38, column: 5, scope: !111)
!143 = !DILocation(line: 39, column: 5, scope: !111)
!144 = !DILocation(line: 43, column: 5, scope: !111)
!145 = !DILocation(line: 45, column: 5, scope: !111)
!146 = !DILocation(line: 46, column: 5, scope: !111)
!147 = !DILocation(line: 47, column: 5, scope: !111)
!148 = !DILocation(line: 49, column: 5, scope: !111)
!149 = !DILocation(line: 50, column: 5, scope: !111)
!150 = !DILocation(line: 51, column: 5, scope: !111)
!151 = !DILocation(line: 53, column: 5, scope: !111)
!152 = !DILocation(line: 54, column: 5, scope: !111)
!153 = !DILocation(line: 55, column: 5, scope: !111)
!154 = !DILocation(line: 56, column: 5, scope: !111)
!155 = !DILocation(line: 57, column: 5, scope: !111)
!156 = !DILocation(line: 0, scope: !126)
!157 = !DILocation(line: 0, scope: !128)
!158 = !DILocalVariable(name: "n", arg: 1, scope: !159, file: !2, line: 17, type: !114)
!159 = distinct !DISubprogram(name: "checked_factorial", scope: !2, file: !2, line: 17, type: !160, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !86, retainedNodes: !163)
!160 = !DISubroutineType(types: !161)
!161 = !{!114, !114, !162}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!163 = !{!158, !164, !165, !166}
!164 = !DILocalVariable(name: "out", arg: 2, scope: !159, file: !2, line: 17, type: !162)
!165 = !DILocalVariable(name: "r", scope: !159, file: !2, line: 18, type: !101)
!166 = !DILocalVariable(name: "i", scope: !167, file: !2, line: 19, type: !114)
!167 = distinct !DILexicalBlock(scope: !159, file: !2, line: 19, column: 5)
!168 = !DILocation(line: 0, scope: !159, inlinedAt: !169)
!169 = distinct !DILocation(line: 61, column: 18, scope: !128)
!170 = !DILocation(line: 0, scope: !167, inlinedAt: !169)
!171 = !DILocation(line: 19, column: 5, scope: !167, inlinedAt: !169)
!172 = !DILocation(line: 20, column: 13, scope: !173, inlinedAt: !169)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 20, column: 13)
!174 = distinct !DILexicalBlock(scope: !167, file: !2, line: 19, column: 5)
!175 = !DILocation(line: 20, column: 13, scope: !174, inlinedAt: !169)
!176 = !DILocation(line: 19, column: 23, scope: !174, inlinedAt: !169)
!177 = distinct !{!177, !171, !178, !179}
!178 = !DILocation(line: 20, column: 65, scope: !167, inlinedAt: !169)
!179 = !{!"llvm.loop.mustprogress"}
!180 = !DILocation(line: 19, column: 30, scope: !174, inlinedAt: !169)
!181 = !DILocation(line: 62, column: 9, scope: !128)
!182 = !DILocation(line: 65, column: 5, scope: !111)
!183 = !DILocation(line: 66, column: 5, scope: !111)
!184 = !DISubprogram(name: "printf", scope: !185, file: !185, line: 356, type: !186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!186 = !DISubroutineType(types: !187)
!187 = !{!114, !188, null}
!188 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
