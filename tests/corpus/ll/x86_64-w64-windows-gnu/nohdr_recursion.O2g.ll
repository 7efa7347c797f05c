; ModuleID = 'tests/programs/nohdr_recursion.c'
source_filename = "tests/programs/nohdr_recursion.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [34 x i8] c"fib(25) = %d fib_memo(90) = %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [29 x i8] c"ack(2,5) = %u ack(3,5) = %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"binom(24,12) = %lld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"partitions(50) = %lld\0A\00", align 1, !dbg !22
@__const.main.s = private unnamed_addr constant [7 x i8] c"aabbcd\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"distinct perms = %d hash = %u\0A\00", align 1, !dbg !27
@perm_count = internal unnamed_addr global i32 0, align 4, !dbg !32
@perm_hash = internal unnamed_addr global i32 0, align 4, !dbg !38
@memo = internal unnamed_addr global [100 x i64] zeroinitializer, align 16, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !56 {
  %1 = alloca [7 x i8], align 1, !DIAssignID !68
    #dbg_assign(i1 undef, !64, !DIExpression(), !68, ptr %1, !DIExpression(), !69)
  %2 = tail call fastcc i32 @fib(i32 noundef 25), !dbg !70
  %3 = tail call fastcc i64 @fib_memo(i32 noundef 90), !dbg !71
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i64 noundef %3), !dbg !72
  %5 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 5), !dbg !73
  %6 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 5), !dbg !74
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, i32 noundef %6), !dbg !75
    #dbg_value(i32 0, !60, !DIExpression(), !76)
    #dbg_value(i32 0, !60, !DIExpression(), !76)
  %8 = tail call fastcc i32 @hofstadter_f(i32 noundef 0), !dbg !77
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %8, i32 noundef 32), !dbg !79
    #dbg_value(i32 1, !60, !DIExpression(), !76)
  %10 = tail call fastcc i32 @hofstadter_f(i32 noundef 1), !dbg !77
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10, i32 noundef 32), !dbg !79
    #dbg_value(i32 2, !60, !DIExpression(), !76)
  %12 = tail call fastcc i32 @hofstadter_f(i32 noundef 2), !dbg !77
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %12, i32 noundef 32), !dbg !79
    #dbg_value(i32 3, !60, !DIExpression(), !76)
  %14 = tail call fastcc i32 @hofstadter_f(i32 noundef 3), !dbg !77
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef 32), !dbg !79
    #dbg_value(i32 4, !60, !DIExpression(), !76)
  %16 = tail call fastcc i32 @hofstadter_f(i32 noundef 4), !dbg !77
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %16, i32 noundef 32), !dbg !79
    #dbg_value(i32 5, !60, !DIExpression(), !76)
  %18 = tail call fastcc i32 @hofstadter_f(i32 noundef 5), !dbg !77
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i32 noundef 32), !dbg !79
    #dbg_value(i32 6, !60, !DIExpression(), !76)
  %20 = tail call fastcc i32 @hofstadter_f(i32 noundef 6), !dbg !77
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %20, i32 noundef 32), !dbg !79
    #dbg_value(i32 7, !60, !DIExpression(), !76)
  %22 = tail call fastcc i32 @hofstadter_f(i32 noundef 7), !dbg !77
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef 32), !dbg !79
    #dbg_value(i32 8, !60, !DIExpression(), !76)
  %24 = tail call fastcc i32 @hofstadter_f(i32 noundef 8), !dbg !77
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, i32 noundef 32), !dbg !79
    #dbg_value(i32 9, !60, !DIExpression(), !76)
  %26 = tail call fastcc i32 @hofstadter_f(i32 noundef 9), !dbg !77
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %26, i32 noundef 32), !dbg !79
    #dbg_value(i32 10, !60, !DIExpression(), !76)
  %28 = tail call fastcc i32 @hofstadter_f(i32 noundef 10), !dbg !77
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28, i32 noundef 32), !dbg !79
    #dbg_value(i32 11, !60, !DIExpression(), !76)
  %30 = tail call fastcc i32 @hofstadter_f(i32 noundef 11), !dbg !77
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %30, i32 noundef 32), !dbg !79
    #dbg_value(i32 12, !60, !DIExpression(), !76)
  %32 = tail call fastcc i32 @hofstadter_f(i32 noundef 12), !dbg !77
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32, i32 noundef 32), !dbg !79
    #dbg_value(i32 13, !60, !DIExpression(), !76)
  %34 = tail call fastcc i32 @hofstadter_f(i32 noundef 13), !dbg !77
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34, i32 noundef 32), !dbg !79
    #dbg_value(i32 14, !60, !DIExpression(), !76)
  %36 = tail call fastcc i32 @hofstadter_f(i32 noundef 14), !dbg !77
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %36, i32 noundef 10), !dbg !79
    #dbg_value(i32 15, !60, !DIExpression(), !76)
    #dbg_value(i32 0, !62, !DIExpression(), !80)
  %38 = tail call fastcc i32 @hofstadter_m(i32 noundef 0), !dbg !81
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38, i32 noundef 32), !dbg !83
    #dbg_value(i32 1, !62, !DIExpression(), !80)
  %40 = tail call fastcc i32 @hofstadter_m(i32 noundef 1), !dbg !81
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40, i32 noundef 32), !dbg !83
    #dbg_value(i32 2, !62, !DIExpression(), !80)
  %42 = tail call fastcc i32 @hofstadter_m(i32 noundef 2), !dbg !81
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %42, i32 noundef 32), !dbg !83
    #dbg_value(i32 3, !62, !DIExpression(), !80)
  %44 = tail call fastcc i32 @hofstadter_m(i32 noundef 3), !dbg !81
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44, i32 noundef 32), !dbg !83
    #dbg_value(i32 4, !62, !DIExpression(), !80)
  %46 = tail call fastcc i32 @hofstadter_m(i32 noundef 4), !dbg !81
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46, i32 noundef 32), !dbg !83
    #dbg_value(i32 5, !62, !DIExpression(), !80)
  %48 = tail call fastcc i32 @hofstadter_m(i32 noundef 5), !dbg !81
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %48, i32 noundef 32), !dbg !83
    #dbg_value(i32 6, !62, !DIExpression(), !80)
  %50 = tail call fastcc i32 @hofstadter_m(i32 noundef 6), !dbg !81
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50, i32 noundef 32), !dbg !83
    #dbg_value(i32 7, !62, !DIExpression(), !80)
  %52 = tail call fastcc i32 @hofstadter_m(i32 noundef 7), !dbg !81
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52, i32 noundef 32), !dbg !83
    #dbg_value(i32 8, !62, !DIExpression(), !80)
  %54 = tail call fastcc i32 @hofstadter_m(i32 noundef 8), !dbg !81
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54, i32 noundef 32), !dbg !83
    #dbg_value(i32 9, !62, !DIExpression(), !80)
  %56 = tail call fastcc i32 @hofstadter_m(i32 noundef 9), !dbg !81
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56, i32 noundef 32), !dbg !83
    #dbg_value(i32 10, !62, !DIExpression(), !80)
  %58 = tail call fastcc i32 @hofstadter_m(i32 noundef 10), !dbg !81
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %58, i32 noundef 32), !dbg !83
    #dbg_value(i32 11, !62, !DIExpression(), !80)
  %60 = tail call fastcc i32 @hofstadter_m(i32 noundef 11), !dbg !81
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60, i32 noundef 32), !dbg !83
    #dbg_value(i32 12, !62, !DIExpression(), !80)
  %62 = tail call fastcc i32 @hofstadter_m(i32 noundef 12), !dbg !81
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62, i32 noundef 32), !dbg !83
    #dbg_value(i32 13, !62, !DIExpression(), !80)
  %64 = tail call fastcc i32 @hofstadter_m(i32 noundef 13), !dbg !81
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %64, i32 noundef 32), !dbg !83
    #dbg_value(i32 14, !62, !DIExpression(), !80)
  %66 = tail call fastcc i32 @hofstadter_m(i32 noundef 14), !dbg !81
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %66, i32 noundef 10), !dbg !83
    #dbg_value(i32 15, !62, !DIExpression(), !80)
  %68 = tail call fastcc i64 @binom(i32 noundef 24, i32 noundef 12), !dbg !84
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %68), !dbg !85
  %70 = tail call fastcc i64 @partitions(i32 noundef 50, i32 noundef 50), !dbg !86
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %70), !dbg !87
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %1) #8, !dbg !88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %1, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s, i64 7, i1 false), !dbg !89, !DIAssignID !90
    #dbg_assign(i1 undef, !64, !DIExpression(), !90, ptr %1, !DIExpression(), !69)
  call fastcc void @perms(ptr noundef nonnull %1, i32 noundef 0), !dbg !91
  %72 = load i32, ptr @perm_count, align 4, !dbg !92, !tbaa !93
  %73 = load i32, ptr @perm_hash, align 4, !dbg !97, !tbaa !93
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %72, i32 noundef %73), !dbg !98
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %1) #8, !dbg !99
  ret i32 0, !dbg !100
}

; Function Attrs: nofree nounwind
declare !dbg !101 dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 !dbg !106 {
    #dbg_value(i32 %0, !110, !DIExpression(), !111)
  %2 = icmp slt i32 %0, 2, !dbg !112
  br i1 %2, label %11, label %3, !dbg !113

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !110, !DIExpression(), !111)
  %6 = add nsw i32 %4, -1, !dbg !114
  %7 = tail call fastcc i32 @fib(i32 noundef %6), !dbg !115
  %8 = add nsw i32 %4, -2, !dbg !116
  %9 = add nsw i32 %7, %5, !dbg !117
    #dbg_value(i32 %8, !110, !DIExpression(), !111)
  %10 = icmp ult i32 %4, 4, !dbg !112
  br i1 %10, label %11, label %3, !dbg !113

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !118
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #3 !dbg !119 {
    #dbg_value(i32 %0, !123, !DIExpression(), !124)
  %2 = icmp slt i32 %0, 2, !dbg !125
  br i1 %2, label %3, label %5, !dbg !127

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !128
  br label %10, !dbg !129

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64, !dbg !130
  %7 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %6, !dbg !130
  %8 = load i64, ptr %7, align 8, !dbg !130, !tbaa !132
  %9 = icmp eq i64 %8, 0, !dbg !130
  br i1 %9, label %12, label %10, !dbg !134

10:                                               ; preds = %5, %3, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11, !dbg !135

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1, !dbg !136
  %14 = tail call fastcc i64 @fib_memo(i32 noundef %13), !dbg !137
  %15 = add nsw i32 %0, -2, !dbg !138
  %16 = tail call fastcc i64 @fib_memo(i32 noundef %15), !dbg !139
  %17 = add nsw i64 %16, %14, !dbg !140
  store i64 %17, ptr %7, align 8, !dbg !141, !tbaa !132
  br label %10, !dbg !135
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !142 {
    #dbg_value(i32 %0, !146, !DIExpression(), !148)
    #dbg_value(i32 %1, !147, !DIExpression(), !148)
  %3 = icmp eq i32 %0, 0, !dbg !149
  br i1 %3, label %4, label %7, !dbg !150

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !151
  ret i32 %6, !dbg !152

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !147, !DIExpression(), !148)
    #dbg_value(i32 %9, !146, !DIExpression(), !148)
  %10 = icmp eq i32 %8, 0, !dbg !153
  br i1 %10, label %11, label %15, !dbg !154

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !155
    #dbg_value(i32 %13, !146, !DIExpression(), !148)
    #dbg_value(i32 %12, !147, !DIExpression(), !148)
  %14 = icmp eq i32 %13, 0, !dbg !149
  br i1 %14, label %4, label %7, !dbg !150

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !156
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16), !dbg !157
  br label %11, !dbg !158
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @hofstadter_f(i32 noundef %0) unnamed_addr #2 !dbg !159 {
    #dbg_value(i32 %0, !161, !DIExpression(), !162)
  %2 = icmp eq i32 %0, 0, !dbg !163
  br i1 %2, label %3, label %5, !dbg !164

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 1, %1 ]
  ret i32 %4, !dbg !165

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !166
  %7 = tail call fastcc i32 @hofstadter_f(i32 noundef %6), !dbg !167
  %8 = tail call fastcc i32 @hofstadter_m(i32 noundef %7), !dbg !168
  %9 = sub nsw i32 %0, %8, !dbg !169
  br label %3, !dbg !165
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @hofstadter_m(i32 noundef %0) unnamed_addr #2 !dbg !170 {
    #dbg_value(i32 %0, !172, !DIExpression(), !173)
  %2 = icmp eq i32 %0, 0, !dbg !174
  br i1 %2, label %3, label %5, !dbg !175

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !176

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !177
  %7 = tail call fastcc i32 @hofstadter_m(i32 noundef %6), !dbg !178
  %8 = tail call fastcc i32 @hofstadter_f(i32 noundef %7), !dbg !179
  %9 = sub nsw i32 %0, %8, !dbg !180
  br label %3, !dbg !176
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !181 {
  %3 = icmp eq i32 %1, 0
    #dbg_value(i32 %0, !185, !DIExpression(), !187)
    #dbg_value(i32 %1, !186, !DIExpression(), !187)
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4, !dbg !188
  br i1 %5, label %17, label %6, !dbg !188

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8, !dbg !188

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i64 [ 0, %6 ], [ %13, %8 ]
    #dbg_value(i32 %9, !185, !DIExpression(), !187)
  %11 = add nsw i32 %9, -1, !dbg !189
  %12 = tail call fastcc i64 @binom(i32 noundef %11, i32 noundef %7), !dbg !190
  %13 = add nsw i64 %12, %10, !dbg !191
    #dbg_value(i32 %11, !185, !DIExpression(), !187)
    #dbg_value(i32 %1, !186, !DIExpression(), !187)
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8, !dbg !188

15:                                               ; preds = %8
  %16 = add nsw i64 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i64 [ 1, %2 ], [ %16, %15 ]
  ret i64 %18, !dbg !192
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @partitions(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !193 {
    #dbg_value(i32 %0, !195, !DIExpression(), !200)
    #dbg_value(i32 %1, !196, !DIExpression(), !200)
  %3 = icmp eq i32 %0, 0, !dbg !201
  br i1 %3, label %15, label %4, !dbg !203

4:                                                ; preds = %2
    #dbg_value(i64 0, !197, !DIExpression(), !200)
  %5 = tail call i32 @llvm.smin.i32(i32 %1, i32 %0), !dbg !204
    #dbg_value(i32 %5, !198, !DIExpression(), !205)
    #dbg_value(i64 0, !197, !DIExpression(), !200)
  %6 = icmp sgt i32 %5, 0, !dbg !206
  br i1 %6, label %7, label %15, !dbg !208

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %13, %7 ], [ %5, %4 ]
  %9 = phi i64 [ %12, %7 ], [ 0, %4 ]
    #dbg_value(i32 %8, !198, !DIExpression(), !205)
    #dbg_value(i64 %9, !197, !DIExpression(), !200)
  %10 = sub nsw i32 %0, %8, !dbg !209
  %11 = tail call fastcc i64 @partitions(i32 noundef %10, i32 noundef %8), !dbg !210
  %12 = add nsw i64 %11, %9, !dbg !211
    #dbg_value(i64 %12, !197, !DIExpression(), !200)
  %13 = add nsw i32 %8, -1, !dbg !212
    #dbg_value(i32 %13, !198, !DIExpression(), !205)
  %14 = icmp ugt i32 %8, 1, !dbg !206
  br i1 %14, label %7, label %15, !dbg !208, !llvm.loop !213

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ], !dbg !200
  ret i64 %16, !dbg !216
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @perms(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #6 !dbg !217 {
    #dbg_value(ptr %0, !222, !DIExpression(), !237)
    #dbg_value(i32 %1, !223, !DIExpression(), !237)
    #dbg_value(i32 6, !224, !DIExpression(), !237)
  %3 = icmp eq i32 %1, 6, !dbg !238
  br i1 %3, label %12, label %4, !dbg !239

4:                                                ; preds = %2
    #dbg_value(i32 %1, !229, !DIExpression(), !240)
  %5 = icmp slt i32 %1, 6, !dbg !241
  br i1 %5, label %6, label %105, !dbg !242

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64, !dbg !242
  %11 = getelementptr i8, ptr %0, i64 %10
  br label %45, !dbg !242

12:                                               ; preds = %2
  %13 = load i32, ptr @perm_count, align 4, !dbg !243, !tbaa !93
  %14 = add nsw i32 %13, 1, !dbg !243
  store i32 %14, ptr @perm_count, align 4, !dbg !243, !tbaa !93
    #dbg_value(i32 0, !225, !DIExpression(), !244)
  %15 = load i32, ptr @perm_hash, align 4, !tbaa !93
    #dbg_value(i64 0, !225, !DIExpression(), !244)
  %16 = mul i32 %15, 131, !dbg !245
  %17 = load i8, ptr %0, align 1, !dbg !247, !tbaa !248
  %18 = zext i8 %17 to i32, !dbg !249
  %19 = add i32 %16, %18, !dbg !250
    #dbg_value(i64 1, !225, !DIExpression(), !244)
  %20 = mul i32 %19, 131, !dbg !245
  %21 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !247
  %22 = load i8, ptr %21, align 1, !dbg !247, !tbaa !248
  %23 = zext i8 %22 to i32, !dbg !249
  %24 = add i32 %20, %23, !dbg !250
    #dbg_value(i64 2, !225, !DIExpression(), !244)
  %25 = mul i32 %24, 131, !dbg !245
  %26 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !247
  %27 = load i8, ptr %26, align 1, !dbg !247, !tbaa !248
  %28 = zext i8 %27 to i32, !dbg !249
  %29 = add i32 %25, %28, !dbg !250
    #dbg_value(i64 3, !225, !DIExpression(), !244)
  %30 = mul i32 %29, 131, !dbg !245
  %31 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !247
  %32 = load i8, ptr %31, align 1, !dbg !247, !tbaa !248
  %33 = zext i8 %32 to i32, !dbg !249
  %34 = add i32 %30, %33, !dbg !250
    #dbg_value(i64 4, !225, !DIExpression(), !244)
  %35 = mul i32 %34, 131, !dbg !245
  %36 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !247
  %37 = load i8, ptr %36, align 1, !dbg !247, !tbaa !248
  %38 = zext i8 %37 to i32, !dbg !249
  %39 = add i32 %35, %38, !dbg !250
    #dbg_value(i64 5, !225, !DIExpression(), !244)
  %40 = mul i32 %39, 131, !dbg !245
  %41 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !247
  %42 = load i8, ptr %41, align 1, !dbg !247, !tbaa !248
  %43 = zext i8 %42 to i32, !dbg !249
  %44 = add i32 %40, %43, !dbg !250
    #dbg_value(i64 6, !225, !DIExpression(), !244)
  store i32 %44, ptr @perm_hash, align 4, !dbg !251, !tbaa !93
  br label %105, !dbg !252

45:                                               ; preds = %6, %100
  %46 = phi i64 [ 0, %6 ], [ %104, %100 ]
  %47 = phi i64 [ %10, %6 ], [ %101, %100 ]
    #dbg_value(i64 %47, !229, !DIExpression(), !240)
    #dbg_value(i32 %1, !234, !DIExpression(), !253)
    #dbg_value(i32 0, !231, !DIExpression(), !254)
  %48 = icmp sgt i64 %47, %10, !dbg !255
  br i1 %48, label %49, label %94, !dbg !257

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %0, i64 %47
  %51 = load i8, ptr %50, align 1, !tbaa !248
  %52 = icmp ult i64 %46, 8, !dbg !257
  br i1 %52, label %53, label %56, !dbg !257

53:                                               ; preds = %75, %49
  %54 = phi i64 [ %10, %49 ], [ %58, %75 ]
  %55 = phi i32 [ 0, %49 ], [ %80, %75 ]
  br label %85, !dbg !257

56:                                               ; preds = %49
  %57 = and i64 %46, -8, !dbg !257
  %58 = add i64 %57, %10, !dbg !257
  %59 = insertelement <4 x i8> poison, i8 %51, i64 0, !dbg !257
  %60 = shufflevector <4 x i8> %59, <4 x i8> poison, <4 x i32> zeroinitializer, !dbg !257
  br label %61, !dbg !257

61:                                               ; preds = %61, %56
  %62 = phi i64 [ 0, %56 ], [ %73, %61 ]
  %63 = phi <4 x i1> [ zeroinitializer, %56 ], [ %71, %61 ]
  %64 = phi <4 x i1> [ zeroinitializer, %56 ], [ %72, %61 ]
  %65 = getelementptr i8, ptr %11, i64 %62, !dbg !258
  %66 = getelementptr inbounds i8, ptr %65, i64 4, !dbg !258
  %67 = load <4 x i8>, ptr %65, align 1, !dbg !258, !tbaa !248
  %68 = load <4 x i8>, ptr %66, align 1, !dbg !258, !tbaa !248
  %69 = icmp eq <4 x i8> %67, %60, !dbg !260
  %70 = icmp eq <4 x i8> %68, %60, !dbg !260
  %71 = or <4 x i1> %63, %69
  %72 = or <4 x i1> %64, %70
  %73 = add nuw i64 %62, 8
  %74 = icmp eq i64 %73, %57
  br i1 %74, label %75, label %61, !llvm.loop !261

75:                                               ; preds = %61
  %76 = or <4 x i1> %72, %71, !dbg !257
  %77 = freeze <4 x i1> %76, !dbg !257
  %78 = bitcast <4 x i1> %77 to i4, !dbg !257
  %79 = icmp ne i4 %78, 0, !dbg !257
  %80 = zext i1 %79 to i32, !dbg !257
  %81 = icmp eq i64 %46, %57, !dbg !257
  br i1 %81, label %82, label %53, !dbg !257

82:                                               ; preds = %85, %75
  %83 = phi i32 [ %80, %75 ], [ %91, %85 ], !dbg !265
  %84 = icmp eq i32 %83, 0, !dbg !266
  br i1 %84, label %94, label %100, !dbg !268

85:                                               ; preds = %53, %85
  %86 = phi i64 [ %92, %85 ], [ %54, %53 ]
  %87 = phi i32 [ %91, %85 ], [ %55, %53 ]
    #dbg_value(i64 %86, !234, !DIExpression(), !253)
    #dbg_value(i32 %87, !231, !DIExpression(), !254)
  %88 = getelementptr inbounds i8, ptr %0, i64 %86, !dbg !258
  %89 = load i8, ptr %88, align 1, !dbg !258, !tbaa !248
  %90 = icmp eq i8 %89, %51, !dbg !260
  %91 = select i1 %90, i32 1, i32 %87, !dbg !265
    #dbg_value(i32 %91, !231, !DIExpression(), !254)
  %92 = add nsw i64 %86, 1, !dbg !269
    #dbg_value(i64 %92, !234, !DIExpression(), !253)
  %93 = icmp eq i64 %92, %47, !dbg !255
  br i1 %93, label %82, label %85, !dbg !257, !llvm.loop !270

94:                                               ; preds = %45, %82
  %95 = load i8, ptr %8, align 1, !dbg !271, !tbaa !248
    #dbg_value(i8 %95, !236, !DIExpression(), !254)
  %96 = getelementptr inbounds i8, ptr %0, i64 %47, !dbg !272
  %97 = load i8, ptr %96, align 1, !dbg !272, !tbaa !248
  store i8 %97, ptr %8, align 1, !dbg !273, !tbaa !248
  store i8 %95, ptr %96, align 1, !dbg !274, !tbaa !248
  tail call fastcc void @perms(ptr noundef %0, i32 noundef %9), !dbg !275
  %98 = load i8, ptr %8, align 1, !dbg !276, !tbaa !248
    #dbg_value(i8 %98, !236, !DIExpression(), !254)
  %99 = load i8, ptr %96, align 1, !dbg !277, !tbaa !248
  store i8 %99, ptr %8, align 1, !dbg !278, !tbaa !248
  store i8 %98, ptr %96, align 1, !dbg !279, !tbaa !248
  br label %100, !dbg !280

100:                                              ; preds = %82, %94
  %101 = add nsw i64 %47, 1, !dbg !281
    #dbg_value(i64 %101, !229, !DIExpression(), !240)
  %102 = and i64 %101, 4294967295, !dbg !241
  %103 = icmp eq i64 %102, 6, !dbg !241
  %104 = add i64 %46, 1, !dbg !242
  br i1 %103, label %105, label %45, !dbg !242, !llvm.loop !282

105:                                              ; preds = %100, %4, %12
  ret void, !dbg !252
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_recursion.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 34)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 29)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 31)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "perm_count", scope: !34, file: !2, line: 26, type: !47, isLocal: true, isDefinition: true)
!34 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !35, globals: !37, splitDebugInlining: false, nameTableKind: None)
!35 = !{!36}
!36 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!37 = !{!0, !7, !12, !17, !22, !27, !38, !32, !41}
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "perm_hash", scope: !34, file: !2, line: 25, type: !40, isLocal: true, isDefinition: true)
!40 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "memo", scope: !34, file: !2, line: 5, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 6400, elements: !45)
!44 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!45 = !{!46}
!46 = !DISubrange(count: 100)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{i32 7, !"Dwarf Version", i32 4}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 2}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 1, !"MaxTLSAlign", i32 65536}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !57, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!47}
!59 = !{!60, !62, !64}
!60 = !DILocalVariable(name: "i", scope: !61, file: !2, line: 42, type: !47)
!61 = distinct !DILexicalBlock(scope: !56, file: !2, line: 42, column: 5)
!62 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 43, type: !47)
!63 = distinct !DILexicalBlock(scope: !56, file: !2, line: 43, column: 5)
!64 = !DILocalVariable(name: "s", scope: !56, file: !2, line: 46, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 7)
!68 = distinct !DIAssignID()
!69 = !DILocation(line: 0, scope: !56)
!70 = !DILocation(line: 40, column: 50, scope: !56)
!71 = !DILocation(line: 40, column: 59, scope: !56)
!72 = !DILocation(line: 40, column: 5, scope: !56)
!73 = !DILocation(line: 41, column: 45, scope: !56)
!74 = !DILocation(line: 41, column: 56, scope: !56)
!75 = !DILocation(line: 41, column: 5, scope: !56)
!76 = !DILocation(line: 0, scope: !61)
!77 = !DILocation(line: 42, column: 49, scope: !78)
!78 = distinct !DILexicalBlock(scope: !61, file: !2, line: 42, column: 5)
!79 = !DILocation(line: 42, column: 34, scope: !78)
!80 = !DILocation(line: 0, scope: !63)
!81 = !DILocation(line: 43, column: 49, scope: !82)
!82 = distinct !DILexicalBlock(scope: !63, file: !2, line: 43, column: 5)
!83 = !DILocation(line: 43, column: 34, scope: !82)
!84 = !DILocation(line: 44, column: 37, scope: !56)
!85 = !DILocation(line: 44, column: 5, scope: !56)
!86 = !DILocation(line: 45, column: 39, scope: !56)
!87 = !DILocation(line: 45, column: 5, scope: !56)
!88 = !DILocation(line: 46, column: 5, scope: !56)
!89 = !DILocation(line: 46, column: 10, scope: !56)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 47, column: 5, scope: !56)
!92 = !DILocation(line: 48, column: 47, scope: !56)
!93 = !{!94, !94, i64 0}
!94 = !{!"int", !95, i64 0}
!95 = !{!"omnipotent char", !96, i64 0}
!96 = !{!"Simple C/C++ TBAA"}
!97 = !DILocation(line: 48, column: 59, scope: !56)
!98 = !DILocation(line: 48, column: 5, scope: !56)
!99 = !DILocation(line: 50, column: 1, scope: !56)
!100 = !DILocation(line: 49, column: 5, scope: !56)
!101 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!47, !104, null}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!106 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !107, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!47, !47}
!109 = !{!110}
!110 = !DILocalVariable(name: "n", arg: 1, scope: !106, file: !2, line: 11, type: !47)
!111 = !DILocation(line: 0, scope: !106)
!112 = !DILocation(line: 11, column: 34, scope: !106)
!113 = !DILocation(line: 11, column: 32, scope: !106)
!114 = !DILocation(line: 11, column: 50, scope: !106)
!115 = !DILocation(line: 11, column: 44, scope: !106)
!116 = !DILocation(line: 11, column: 63, scope: !106)
!117 = !DILocation(line: 11, column: 55, scope: !106)
!118 = !DILocation(line: 11, column: 25, scope: !106)
!119 = distinct !DISubprogram(name: "fib_memo", scope: !2, file: !2, line: 6, type: !120, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!44, !47}
!122 = !{!123}
!123 = !DILocalVariable(name: "n", arg: 1, scope: !119, file: !2, line: 6, type: !47)
!124 = !DILocation(line: 0, scope: !119)
!125 = !DILocation(line: 7, column: 11, scope: !126)
!126 = distinct !DILexicalBlock(scope: !119, file: !2, line: 7, column: 9)
!127 = !DILocation(line: 7, column: 9, scope: !119)
!128 = !DILocation(line: 7, column: 23, scope: !126)
!129 = !DILocation(line: 7, column: 16, scope: !126)
!130 = !DILocation(line: 8, column: 9, scope: !131)
!131 = distinct !DILexicalBlock(scope: !119, file: !2, line: 8, column: 9)
!132 = !{!133, !133, i64 0}
!133 = !{!"long long", !95, i64 0}
!134 = !DILocation(line: 8, column: 9, scope: !119)
!135 = !DILocation(line: 10, column: 1, scope: !119)
!136 = !DILocation(line: 9, column: 33, scope: !119)
!137 = !DILocation(line: 9, column: 22, scope: !119)
!138 = !DILocation(line: 9, column: 51, scope: !119)
!139 = !DILocation(line: 9, column: 40, scope: !119)
!140 = !DILocation(line: 9, column: 38, scope: !119)
!141 = !DILocation(line: 9, column: 20, scope: !119)
!142 = distinct !DISubprogram(name: "ack", scope: !2, file: !2, line: 12, type: !143, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!40, !40, !40}
!145 = !{!146, !147}
!146 = !DILocalVariable(name: "m", arg: 1, scope: !142, file: !2, line: 12, type: !40)
!147 = !DILocalVariable(name: "n", arg: 2, scope: !142, file: !2, line: 12, type: !40)
!148 = !DILocation(line: 0, scope: !142)
!149 = !DILocation(line: 13, column: 14, scope: !142)
!150 = !DILocation(line: 13, column: 12, scope: !142)
!151 = !DILocation(line: 13, column: 23, scope: !142)
!152 = !DILocation(line: 13, column: 5, scope: !142)
!153 = !DILocation(line: 13, column: 31, scope: !142)
!154 = !DILocation(line: 13, column: 29, scope: !142)
!155 = !DILocation(line: 13, scope: !142)
!156 = !DILocation(line: 13, column: 74, scope: !142)
!157 = !DILocation(line: 13, column: 65, scope: !142)
!158 = !DILocation(line: 13, column: 54, scope: !142)
!159 = distinct !DISubprogram(name: "hofstadter_f", scope: !2, file: !2, line: 17, type: !107, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !160)
!160 = !{!161}
!161 = !DILocalVariable(name: "n", arg: 1, scope: !159, file: !2, line: 17, type: !47)
!162 = !DILocation(line: 0, scope: !159)
!163 = !DILocation(line: 17, column: 43, scope: !159)
!164 = !DILocation(line: 17, column: 41, scope: !159)
!165 = !DILocation(line: 17, column: 34, scope: !159)
!166 = !DILocation(line: 17, column: 86, scope: !159)
!167 = !DILocation(line: 17, column: 71, scope: !159)
!168 = !DILocation(line: 17, column: 58, scope: !159)
!169 = !DILocation(line: 17, column: 56, scope: !159)
!170 = distinct !DISubprogram(name: "hofstadter_m", scope: !2, file: !2, line: 16, type: !107, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !171)
!171 = !{!172}
!172 = !DILocalVariable(name: "n", arg: 1, scope: !170, file: !2, line: 16, type: !47)
!173 = !DILocation(line: 0, scope: !170)
!174 = !DILocation(line: 16, column: 43, scope: !170)
!175 = !DILocation(line: 16, column: 41, scope: !170)
!176 = !DILocation(line: 16, column: 34, scope: !170)
!177 = !DILocation(line: 16, column: 86, scope: !170)
!178 = !DILocation(line: 16, column: 71, scope: !170)
!179 = !DILocation(line: 16, column: 58, scope: !170)
!180 = !DILocation(line: 16, column: 56, scope: !170)
!181 = distinct !DISubprogram(name: "binom", scope: !2, file: !2, line: 18, type: !182, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{!44, !47, !47}
!184 = !{!185, !186}
!185 = !DILocalVariable(name: "n", arg: 1, scope: !181, file: !2, line: 18, type: !47)
!186 = !DILocalVariable(name: "k", arg: 2, scope: !181, file: !2, line: 18, type: !47)
!187 = !DILocation(line: 0, scope: !181)
!188 = !DILocation(line: 18, column: 54, scope: !181)
!189 = !DILocation(line: 18, column: 78, scope: !181)
!190 = !DILocation(line: 18, column: 70, scope: !181)
!191 = !DILocation(line: 18, column: 90, scope: !181)
!192 = !DILocation(line: 18, column: 40, scope: !181)
!193 = distinct !DISubprogram(name: "partitions", scope: !2, file: !2, line: 19, type: !182, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !194)
!194 = !{!195, !196, !197, !198}
!195 = !DILocalVariable(name: "n", arg: 1, scope: !193, file: !2, line: 19, type: !47)
!196 = !DILocalVariable(name: "max", arg: 2, scope: !193, file: !2, line: 19, type: !47)
!197 = !DILocalVariable(name: "s", scope: !193, file: !2, line: 21, type: !44)
!198 = !DILocalVariable(name: "k", scope: !199, file: !2, line: 22, type: !47)
!199 = distinct !DILexicalBlock(scope: !193, file: !2, line: 22, column: 5)
!200 = !DILocation(line: 0, scope: !193)
!201 = !DILocation(line: 20, column: 11, scope: !202)
!202 = distinct !DILexicalBlock(scope: !193, file: !2, line: 20, column: 9)
!203 = !DILocation(line: 20, column: 9, scope: !193)
!204 = !DILocation(line: 22, column: 18, scope: !199)
!205 = !DILocation(line: 0, scope: !199)
!206 = !DILocation(line: 22, column: 39, scope: !207)
!207 = distinct !DILexicalBlock(scope: !199, file: !2, line: 22, column: 5)
!208 = !DILocation(line: 22, column: 5, scope: !199)
!209 = !DILocation(line: 22, column: 68, scope: !207)
!210 = !DILocation(line: 22, column: 55, scope: !207)
!211 = !DILocation(line: 22, column: 52, scope: !207)
!212 = !DILocation(line: 22, column: 46, scope: !207)
!213 = distinct !{!213, !208, !214, !215}
!214 = !DILocation(line: 22, column: 74, scope: !199)
!215 = !{!"llvm.loop.mustprogress"}
!216 = !DILocation(line: 24, column: 1, scope: !193)
!217 = distinct !DISubprogram(name: "perms", scope: !2, file: !2, line: 27, type: !218, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !221)
!218 = !DISubroutineType(cc: DW_CC_nocall, types: !219)
!219 = !{null, !220, !47, !47}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!221 = !{!222, !223, !224, !225, !229, !231, !234, !236}
!222 = !DILocalVariable(name: "s", arg: 1, scope: !217, file: !2, line: 27, type: !220)
!223 = !DILocalVariable(name: "k", arg: 2, scope: !217, file: !2, line: 27, type: !47)
!224 = !DILocalVariable(name: "n", arg: 3, scope: !217, file: !2, line: 27, type: !47)
!225 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 28, type: !47)
!226 = distinct !DILexicalBlock(scope: !227, file: !2, line: 28, column: 33)
!227 = distinct !DILexicalBlock(scope: !228, file: !2, line: 28, column: 17)
!228 = distinct !DILexicalBlock(scope: !217, file: !2, line: 28, column: 9)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 29, type: !47)
!230 = distinct !DILexicalBlock(scope: !217, file: !2, line: 29, column: 5)
!231 = !DILocalVariable(name: "dup", scope: !232, file: !2, line: 30, type: !47)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 29, column: 33)
!233 = distinct !DILexicalBlock(scope: !230, file: !2, line: 29, column: 5)
!234 = !DILocalVariable(name: "j", scope: !235, file: !2, line: 31, type: !47)
!235 = distinct !DILexicalBlock(scope: !232, file: !2, line: 31, column: 9)
!236 = !DILocalVariable(name: "t", scope: !232, file: !2, line: 33, type: !4)
!237 = !DILocation(line: 0, scope: !217)
!238 = !DILocation(line: 28, column: 11, scope: !228)
!239 = !DILocation(line: 28, column: 9, scope: !217)
!240 = !DILocation(line: 0, scope: !230)
!241 = !DILocation(line: 29, column: 23, scope: !233)
!242 = !DILocation(line: 29, column: 5, scope: !230)
!243 = !DILocation(line: 28, column: 29, scope: !227)
!244 = !DILocation(line: 0, scope: !226)
!245 = !DILocation(line: 28, column: 83, scope: !246)
!246 = distinct !DILexicalBlock(scope: !226, file: !2, line: 28, column: 33)
!247 = !DILocation(line: 28, column: 106, scope: !246)
!248 = !{!95, !95, i64 0}
!249 = !DILocation(line: 28, column: 91, scope: !246)
!250 = !DILocation(line: 28, column: 89, scope: !246)
!251 = !DILocation(line: 28, scope: !246)
!252 = !DILocation(line: 37, column: 1, scope: !217)
!253 = !DILocation(line: 0, scope: !235)
!254 = !DILocation(line: 0, scope: !232)
!255 = !DILocation(line: 31, column: 27, scope: !256)
!256 = distinct !DILexicalBlock(scope: !235, file: !2, line: 31, column: 9)
!257 = !DILocation(line: 31, column: 9, scope: !235)
!258 = !DILocation(line: 31, column: 41, scope: !259)
!259 = distinct !DILexicalBlock(scope: !256, file: !2, line: 31, column: 41)
!260 = !DILocation(line: 31, column: 46, scope: !259)
!261 = distinct !{!261, !257, !262, !215, !263, !264}
!262 = !DILocation(line: 31, column: 61, scope: !235)
!263 = !{!"llvm.loop.isvectorized", i32 1}
!264 = !{!"llvm.loop.unroll.runtime.disable"}
!265 = !DILocation(line: 31, column: 41, scope: !256)
!266 = !DILocation(line: 32, column: 13, scope: !267)
!267 = distinct !DILexicalBlock(scope: !232, file: !2, line: 32, column: 13)
!268 = !DILocation(line: 32, column: 13, scope: !232)
!269 = !DILocation(line: 31, column: 33, scope: !256)
!270 = distinct !{!270, !257, !262, !215, !264, !263}
!271 = !DILocation(line: 33, column: 18, scope: !232)
!272 = !DILocation(line: 33, column: 31, scope: !232)
!273 = !DILocation(line: 33, column: 29, scope: !232)
!274 = !DILocation(line: 33, column: 42, scope: !232)
!275 = !DILocation(line: 34, column: 9, scope: !232)
!276 = !DILocation(line: 35, column: 13, scope: !232)
!277 = !DILocation(line: 35, column: 26, scope: !232)
!278 = !DILocation(line: 35, column: 24, scope: !232)
!279 = !DILocation(line: 35, column: 37, scope: !232)
!280 = !DILocation(line: 36, column: 5, scope: !233)
!281 = !DILocation(line: 29, column: 29, scope: !233)
!282 = distinct !{!282, !242, !283, !215}
!283 = !DILocation(line: 36, column: 5, scope: !230)
