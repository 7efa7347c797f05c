; ModuleID = 'tests/programs/nohdr_recursion.c'
source_filename = "tests/programs/nohdr_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"fib(25) = %d fib_memo(90) = %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [29 x i8] c"ack(2,5) = %u ack(3,5) = %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"binom(24,12) = %lld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"partitions(50) = %lld\0A\00", align 1, !dbg !22
@__const.main.s = private unnamed_addr constant [7 x i8] c"aabbcd\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"distinct perms = %d hash = %u\0A\00", align 1, !dbg !27
@perm_count = internal unnamed_addr global i32 0, align 4, !dbg !32
@perm_hash = internal unnamed_addr global i32 0, align 4, !dbg !38
@memo = internal unnamed_addr global [100 x i64] zeroinitializer, align 8, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !57 {
  %1 = alloca [7 x i8], align 1, !DIAssignID !69
    #dbg_assign(i1 undef, !65, !DIExpression(), !69, ptr %1, !DIExpression(), !70)
  %2 = tail call fastcc i32 @fib(i32 noundef 25), !dbg !71
  %3 = tail call fastcc i64 @fib_memo(i32 noundef 90), !dbg !72
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i64 noundef %3), !dbg !73
  %5 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 5), !dbg !74
  %6 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 5), !dbg !75
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, i32 noundef %6), !dbg !76
    #dbg_value(i32 0, !61, !DIExpression(), !77)
    #dbg_value(i32 0, !61, !DIExpression(), !77)
  %8 = tail call fastcc i32 @hofstadter_f(i32 noundef 0), !dbg !78
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %8, i32 noundef 32), !dbg !80
    #dbg_value(i32 1, !61, !DIExpression(), !77)
  %10 = tail call fastcc i32 @hofstadter_f(i32 noundef 1), !dbg !78
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10, i32 noundef 32), !dbg !80
    #dbg_value(i32 2, !61, !DIExpression(), !77)
  %12 = tail call fastcc i32 @hofstadter_f(i32 noundef 2), !dbg !78
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %12, i32 noundef 32), !dbg !80
    #dbg_value(i32 3, !61, !DIExpression(), !77)
  %14 = tail call fastcc i32 @hofstadter_f(i32 noundef 3), !dbg !78
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef 32), !dbg !80
    #dbg_value(i32 4, !61, !DIExpression(), !77)
  %16 = tail call fastcc i32 @hofstadter_f(i32 noundef 4), !dbg !78
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %16, i32 noundef 32), !dbg !80
    #dbg_value(i32 5, !61, !DIExpression(), !77)
  %18 = tail call fastcc i32 @hofstadter_f(i32 noundef 5), !dbg !78
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i32 noundef 32), !dbg !80
    #dbg_value(i32 6, !61, !DIExpression(), !77)
  %20 = tail call fastcc i32 @hofstadter_f(i32 noundef 6), !dbg !78
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %20, i32 noundef 32), !dbg !80
    #dbg_value(i32 7, !61, !DIExpression(), !77)
  %22 = tail call fastcc i32 @hofstadter_f(i32 noundef 7), !dbg !78
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef 32), !dbg !80
    #dbg_value(i32 8, !61, !DIExpression(), !77)
  %24 = tail call fastcc i32 @hofstadter_f(i32 noundef 8), !dbg !78
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, i32 noundef 32), !dbg !80
    #dbg_value(i32 9, !61, !DIExpression(), !77)
  %26 = tail call fastcc i32 @hofstadter_f(i32 noundef 9), !dbg !78
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %26, i32 noundef 32), !dbg !80
    #dbg_value(i32 10, !61, !DIExpression(), !77)
  %28 = tail call fastcc i32 @hofstadter_f(i32 noundef 10), !dbg !78
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28, i32 noundef 32), !dbg !80
    #dbg_value(i32 11, !61, !DIExpression(), !77)
  %30 = tail call fastcc i32 @hofstadter_f(i32 noundef 11), !dbg !78
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %30, i32 noundef 32), !dbg !80
    #dbg_value(i32 12, !61, !DIExpression(), !77)
  %32 = tail call fastcc i32 @hofstadter_f(i32 noundef 12), !dbg !78
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32, i32 noundef 32), !dbg !80
    #dbg_value(i32 13, !61, !DIExpression(), !77)
  %34 = tail call fastcc i32 @hofstadter_f(i32 noundef 13), !dbg !78
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34, i32 noundef 32), !dbg !80
    #dbg_value(i32 14, !61, !DIExpression(), !77)
  %36 = tail call fastcc i32 @hofstadter_f(i32 noundef 14), !dbg !78
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %36, i32 noundef 10), !dbg !80
    #dbg_value(i32 15, !61, !DIExpression(), !77)
    #dbg_value(i32 0, !63, !DIExpression(), !81)
  %38 = tail call fastcc i32 @hofstadter_m(i32 noundef 0), !dbg !82
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38, i32 noundef 32), !dbg !84
    #dbg_value(i32 1, !63, !DIExpression(), !81)
  %40 = tail call fastcc i32 @hofstadter_m(i32 noundef 1), !dbg !82
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40, i32 noundef 32), !dbg !84
    #dbg_value(i32 2, !63, !DIExpression(), !81)
  %42 = tail call fastcc i32 @hofstadter_m(i32 noundef 2), !dbg !82
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %42, i32 noundef 32), !dbg !84
    #dbg_value(i32 3, !63, !DIExpression(), !81)
  %44 = tail call fastcc i32 @hofstadter_m(i32 noundef 3), !dbg !82
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44, i32 noundef 32), !dbg !84
    #dbg_value(i32 4, !63, !DIExpression(), !81)
  %46 = tail call fastcc i32 @hofstadter_m(i32 noundef 4), !dbg !82
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46, i32 noundef 32), !dbg !84
    #dbg_value(i32 5, !63, !DIExpression(), !81)
  %48 = tail call fastcc i32 @hofstadter_m(i32 noundef 5), !dbg !82
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %48, i32 noundef 32), !dbg !84
    #dbg_value(i32 6, !63, !DIExpression(), !81)
  %50 = tail call fastcc i32 @hofstadter_m(i32 noundef 6), !dbg !82
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50, i32 noundef 32), !dbg !84
    #dbg_value(i32 7, !63, !DIExpression(), !81)
  %52 = tail call fastcc i32 @hofstadter_m(i32 noundef 7), !dbg !82
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52, i32 noundef 32), !dbg !84
    #dbg_value(i32 8, !63, !DIExpression(), !81)
  %54 = tail call fastcc i32 @hofstadter_m(i32 noundef 8), !dbg !82
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54, i32 noundef 32), !dbg !84
    #dbg_value(i32 9, !63, !DIExpression(), !81)
  %56 = tail call fastcc i32 @hofstadter_m(i32 noundef 9), !dbg !82
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56, i32 noundef 32), !dbg !84
    #dbg_value(i32 10, !63, !DIExpression(), !81)
  %58 = tail call fastcc i32 @hofstadter_m(i32 noundef 10), !dbg !82
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %58, i32 noundef 32), !dbg !84
    #dbg_value(i32 11, !63, !DIExpression(), !81)
  %60 = tail call fastcc i32 @hofstadter_m(i32 noundef 11), !dbg !82
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60, i32 noundef 32), !dbg !84
    #dbg_value(i32 12, !63, !DIExpression(), !81)
  %62 = tail call fastcc i32 @hofstadter_m(i32 noundef 12), !dbg !82
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62, i32 noundef 32), !dbg !84
    #dbg_value(i32 13, !63, !DIExpression(), !81)
  %64 = tail call fastcc i32 @hofstadter_m(i32 noundef 13), !dbg !82
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %64, i32 noundef 32), !dbg !84
    #dbg_value(i32 14, !63, !DIExpression(), !81)
  %66 = tail call fastcc i32 @hofstadter_m(i32 noundef 14), !dbg !82
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %66, i32 noundef 10), !dbg !84
    #dbg_value(i32 15, !63, !DIExpression(), !81)
  %68 = tail call fastcc i64 @binom(i32 noundef 24, i32 noundef 12), !dbg !85
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %68), !dbg !86
  %70 = tail call fastcc i64 @partitions(i32 noundef 50, i32 noundef 50), !dbg !87
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %70), !dbg !88
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %1) #8, !dbg !89
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %1, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s, i64 7, i1 false), !dbg !90, !DIAssignID !91
    #dbg_assign(i1 undef, !65, !DIExpression(), !91, ptr %1, !DIExpression(), !70)
  call fastcc void @perms(ptr noundef nonnull %1, i32 noundef 0), !dbg !92
  %72 = load i32, ptr @perm_count, align 4, !dbg !93, !tbaa !94
  %73 = load i32, ptr @perm_hash, align 4, !dbg !98, !tbaa !94
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %72, i32 noundef %73), !dbg !99
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %1) #8, !dbg !100
  ret i32 0, !dbg !101
}

; Function Attrs: nofree nounwind
declare !dbg !102 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #2 !dbg !107 {
    #dbg_value(i32 %0, !111, !DIExpression(), !112)
  %2 = icmp slt i32 %0, 2, !dbg !113
  br i1 %2, label %11, label %3, !dbg !114

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !111, !DIExpression(), !112)
  %6 = add nsw i32 %4, -1, !dbg !115
  %7 = tail call fastcc i32 @fib(i32 noundef %6), !dbg !116
  %8 = add nsw i32 %4, -2, !dbg !117
  %9 = add nsw i32 %7, %5, !dbg !118
    #dbg_value(i32 %8, !111, !DIExpression(), !112)
  %10 = icmp ult i32 %4, 4, !dbg !113
  br i1 %10, label %11, label %3, !dbg !114

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !119
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #3 !dbg !120 {
    #dbg_value(i32 %0, !124, !DIExpression(), !125)
  %2 = icmp slt i32 %0, 2, !dbg !126
  br i1 %2, label %3, label %5, !dbg !128

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !129
  br label %10, !dbg !130

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64, !dbg !131
  %7 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %6, !dbg !131
  %8 = load i64, ptr %7, align 8, !dbg !131, !tbaa !133
  %9 = icmp eq i64 %8, 0, !dbg !131
  br i1 %9, label %12, label %10, !dbg !135

10:                                               ; preds = %5, %3, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11, !dbg !136

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1, !dbg !137
  %14 = tail call fastcc i64 @fib_memo(i32 noundef %13), !dbg !138
  %15 = add nsw i32 %0, -2, !dbg !139
  %16 = tail call fastcc i64 @fib_memo(i32 noundef %15), !dbg !140
  %17 = add nsw i64 %16, %14, !dbg !141
  store i64 %17, ptr %7, align 8, !dbg !142, !tbaa !133
  br label %10, !dbg !136
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !143 {
    #dbg_value(i32 %0, !147, !DIExpression(), !149)
    #dbg_value(i32 %1, !148, !DIExpression(), !149)
  %3 = icmp eq i32 %0, 0, !dbg !150
  br i1 %3, label %4, label %7, !dbg !151

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !152
  ret i32 %6, !dbg !153

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !148, !DIExpression(), !149)
    #dbg_value(i32 %9, !147, !DIExpression(), !149)
  %10 = icmp eq i32 %8, 0, !dbg !154
  br i1 %10, label %11, label %15, !dbg !155

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !156
    #dbg_value(i32 %13, !147, !DIExpression(), !149)
    #dbg_value(i32 %12, !148, !DIExpression(), !149)
  %14 = icmp eq i32 %13, 0, !dbg !150
  br i1 %14, label %4, label %7, !dbg !151

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !157
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16), !dbg !158
  br label %11, !dbg !159
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @hofstadter_f(i32 noundef %0) unnamed_addr #2 !dbg !160 {
    #dbg_value(i32 %0, !162, !DIExpression(), !163)
  %2 = icmp eq i32 %0, 0, !dbg !164
  br i1 %2, label %3, label %5, !dbg !165

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 1, %1 ]
  ret i32 %4, !dbg !166

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !167
  %7 = tail call fastcc i32 @hofstadter_f(i32 noundef %6), !dbg !168
  %8 = tail call fastcc i32 @hofstadter_m(i32 noundef %7), !dbg !169
  %9 = sub nsw i32 %0, %8, !dbg !170
  br label %3, !dbg !166
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @hofstadter_m(i32 noundef %0) unnamed_addr #2 !dbg !171 {
    #dbg_value(i32 %0, !173, !DIExpression(), !174)
  %2 = icmp eq i32 %0, 0, !dbg !175
  br i1 %2, label %3, label %5, !dbg !176

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !177

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !178
  %7 = tail call fastcc i32 @hofstadter_m(i32 noundef %6), !dbg !179
  %8 = tail call fastcc i32 @hofstadter_f(i32 noundef %7), !dbg !180
  %9 = sub nsw i32 %0, %8, !dbg !181
  br label %3, !dbg !177
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !182 {
  %3 = icmp eq i32 %1, 0
    #dbg_value(i32 %0, !186, !DIExpression(), !188)
    #dbg_value(i32 %1, !187, !DIExpression(), !188)
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4, !dbg !189
  br i1 %5, label %17, label %6, !dbg !189

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8, !dbg !189

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i64 [ 0, %6 ], [ %13, %8 ]
    #dbg_value(i32 %9, !186, !DIExpression(), !188)
  %11 = add nsw i32 %9, -1, !dbg !190
  %12 = tail call fastcc i64 @binom(i32 noundef %11, i32 noundef %7), !dbg !191
  %13 = add nsw i64 %12, %10, !dbg !192
    #dbg_value(i32 %11, !186, !DIExpression(), !188)
    #dbg_value(i32 %1, !187, !DIExpression(), !188)
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8, !dbg !189

15:                                               ; preds = %8
  %16 = add nsw i64 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i64 [ 1, %2 ], [ %16, %15 ]
  ret i64 %18, !dbg !193
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @partitions(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !194 {
    #dbg_value(i32 %0, !196, !DIExpression(), !201)
    #dbg_value(i32 %1, !197, !DIExpression(), !201)
  %3 = icmp eq i32 %0, 0, !dbg !202
  br i1 %3, label %15, label %4, !dbg !204

4:                                                ; preds = %2
    #dbg_value(i64 0, !198, !DIExpression(), !201)
  %5 = tail call i32 @llvm.smin.i32(i32 %1, i32 %0), !dbg !205
    #dbg_value(i32 %5, !199, !DIExpression(), !206)
    #dbg_value(i64 0, !198, !DIExpression(), !201)
  %6 = icmp sgt i32 %5, 0, !dbg !207
  br i1 %6, label %7, label %15, !dbg !209

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %13, %7 ], [ %5, %4 ]
  %9 = phi i64 [ %12, %7 ], [ 0, %4 ]
    #dbg_value(i32 %8, !199, !DIExpression(), !206)
    #dbg_value(i64 %9, !198, !DIExpression(), !201)
  %10 = sub nsw i32 %0, %8, !dbg !210
  %11 = tail call fastcc i64 @partitions(i32 noundef %10, i32 noundef %8), !dbg !211
  %12 = add nsw i64 %11, %9, !dbg !212
    #dbg_value(i64 %12, !198, !DIExpression(), !201)
  %13 = add nsw i32 %8, -1, !dbg !213
    #dbg_value(i32 %13, !199, !DIExpression(), !206)
  %14 = icmp ugt i32 %8, 1, !dbg !207
  br i1 %14, label %7, label %15, !dbg !209, !llvm.loop !214

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ], !dbg !201
  ret i64 %16, !dbg !217
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @perms(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #6 !dbg !218 {
    #dbg_value(ptr %0, !223, !DIExpression(), !238)
    #dbg_value(i32 %1, !224, !DIExpression(), !238)
    #dbg_value(i32 6, !225, !DIExpression(), !238)
  %3 = icmp eq i32 %1, 6, !dbg !239
  br i1 %3, label %13, label %4, !dbg !240

4:                                                ; preds = %2
    #dbg_value(i32 %1, !230, !DIExpression(), !241)
  %5 = icmp slt i32 %1, 6, !dbg !242
  br i1 %5, label %6, label %135, !dbg !243

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64, !dbg !243
  %11 = getelementptr i8, ptr %0, i64 %10
  %12 = getelementptr i8, ptr %0, i64 %10
  br label %46, !dbg !243

13:                                               ; preds = %2
  %14 = load i32, ptr @perm_count, align 4, !dbg !244, !tbaa !94
  %15 = add nsw i32 %14, 1, !dbg !244
  store i32 %15, ptr @perm_count, align 4, !dbg !244, !tbaa !94
    #dbg_value(i32 0, !226, !DIExpression(), !245)
  %16 = load i32, ptr @perm_hash, align 4, !tbaa !94
    #dbg_value(i64 0, !226, !DIExpression(), !245)
  %17 = mul i32 %16, 131, !dbg !246
  %18 = load i8, ptr %0, align 1, !dbg !248, !tbaa !249
  %19 = zext i8 %18 to i32, !dbg !250
  %20 = add i32 %17, %19, !dbg !251
    #dbg_value(i64 1, !226, !DIExpression(), !245)
  %21 = mul i32 %20, 131, !dbg !246
  %22 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !248
  %23 = load i8, ptr %22, align 1, !dbg !248, !tbaa !249
  %24 = zext i8 %23 to i32, !dbg !250
  %25 = add i32 %21, %24, !dbg !251
    #dbg_value(i64 2, !226, !DIExpression(), !245)
  %26 = mul i32 %25, 131, !dbg !246
  %27 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !248
  %28 = load i8, ptr %27, align 1, !dbg !248, !tbaa !249
  %29 = zext i8 %28 to i32, !dbg !250
  %30 = add i32 %26, %29, !dbg !251
    #dbg_value(i64 3, !226, !DIExpression(), !245)
  %31 = mul i32 %30, 131, !dbg !246
  %32 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !248
  %33 = load i8, ptr %32, align 1, !dbg !248, !tbaa !249
  %34 = zext i8 %33 to i32, !dbg !250
  %35 = add i32 %31, %34, !dbg !251
    #dbg_value(i64 4, !226, !DIExpression(), !245)
  %36 = mul i32 %35, 131, !dbg !246
  %37 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !248
  %38 = load i8, ptr %37, align 1, !dbg !248, !tbaa !249
  %39 = zext i8 %38 to i32, !dbg !250
  %40 = add i32 %36, %39, !dbg !251
    #dbg_value(i64 5, !226, !DIExpression(), !245)
  %41 = mul i32 %40, 131, !dbg !246
  %42 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !248
  %43 = load i8, ptr %42, align 1, !dbg !248, !tbaa !249
  %44 = zext i8 %43 to i32, !dbg !250
  %45 = add i32 %41, %44, !dbg !251
    #dbg_value(i64 6, !226, !DIExpression(), !245)
  store i32 %45, ptr @perm_hash, align 4, !dbg !252, !tbaa !94
  br label %135, !dbg !253

46:                                               ; preds = %6, %130
  %47 = phi i64 [ 0, %6 ], [ %134, %130 ]
  %48 = phi i64 [ %10, %6 ], [ %131, %130 ]
    #dbg_value(i64 %48, !230, !DIExpression(), !241)
    #dbg_value(i32 %1, !235, !DIExpression(), !254)
    #dbg_value(i32 0, !232, !DIExpression(), !255)
  %49 = icmp sgt i64 %48, %10, !dbg !256
  br i1 %49, label %50, label %124, !dbg !258

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 %48
  %52 = load i8, ptr %51, align 1, !tbaa !249
  %53 = icmp ult i64 %47, 8, !dbg !258
  br i1 %53, label %85, label %54, !dbg !258

54:                                               ; preds = %50
  %55 = icmp ult i64 %47, 32, !dbg !258
  br i1 %55, label %88, label %56, !dbg !258

56:                                               ; preds = %54
  %57 = and i64 %47, -32, !dbg !258
  %58 = insertelement <16 x i8> poison, i8 %52, i64 0, !dbg !258
  %59 = shufflevector <16 x i8> %58, <16 x i8> poison, <16 x i32> zeroinitializer, !dbg !258
  br label %60, !dbg !258

60:                                               ; preds = %60, %56
  %61 = phi i64 [ 0, %56 ], [ %72, %60 ]
  %62 = phi <16 x i1> [ zeroinitializer, %56 ], [ %70, %60 ]
  %63 = phi <16 x i1> [ zeroinitializer, %56 ], [ %71, %60 ]
  %64 = getelementptr i8, ptr %11, i64 %61, !dbg !259
  %65 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !259
  %66 = load <16 x i8>, ptr %64, align 1, !dbg !259, !tbaa !249
  %67 = load <16 x i8>, ptr %65, align 1, !dbg !259, !tbaa !249
  %68 = icmp eq <16 x i8> %66, %59, !dbg !261
  %69 = icmp eq <16 x i8> %67, %59, !dbg !261
  %70 = or <16 x i1> %62, %68
  %71 = or <16 x i1> %63, %69
  %72 = add nuw i64 %61, 32
  %73 = icmp eq i64 %72, %57
  br i1 %73, label %74, label %60, !llvm.loop !262

74:                                               ; preds = %60
  %75 = or <16 x i1> %71, %70, !dbg !258
  %76 = freeze <16 x i1> %75, !dbg !258
  %77 = bitcast <16 x i1> %76 to i16, !dbg !258
  %78 = icmp ne i16 %77, 0, !dbg !258
  %79 = zext i1 %78 to i32, !dbg !258
  %80 = icmp eq i64 %47, %57, !dbg !258
  br i1 %80, label %112, label %81, !dbg !258

81:                                               ; preds = %74
  %82 = add i64 %57, %10, !dbg !258
  %83 = and i64 %47, 24, !dbg !258
  %84 = icmp eq i64 %83, 0, !dbg !258
  br i1 %84, label %85, label %88, !dbg !258

85:                                               ; preds = %107, %50, %81
  %86 = phi i64 [ %10, %50 ], [ %82, %81 ], [ %92, %107 ]
  %87 = phi i32 [ 0, %50 ], [ %79, %81 ], [ %110, %107 ]
  br label %115, !dbg !258

88:                                               ; preds = %54, %81
  %89 = phi i1 [ %78, %81 ], [ false, %54 ]
  %90 = phi i64 [ %57, %81 ], [ 0, %54 ]
  %91 = and i64 %47, -8, !dbg !258
  %92 = add i64 %91, %10, !dbg !258
  %93 = insertelement <8 x i1> poison, i1 %89, i64 0, !dbg !258
  %94 = shufflevector <8 x i1> %93, <8 x i1> poison, <8 x i32> zeroinitializer, !dbg !258
  %95 = insertelement <8 x i8> poison, i8 %52, i64 0, !dbg !258
  %96 = shufflevector <8 x i8> %95, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !258
  br label %97, !dbg !258

97:                                               ; preds = %97, %88
  %98 = phi i64 [ %90, %88 ], [ %105, %97 ]
  %99 = phi <8 x i1> [ %94, %88 ], [ %104, %97 ]
  %100 = getelementptr i8, ptr %12, i64 %98, !dbg !259
  %101 = load <8 x i8>, ptr %100, align 1, !dbg !259, !tbaa !249
  %102 = icmp eq <8 x i8> %101, %96, !dbg !261
  %103 = or <8 x i1> %99, %102
  %104 = freeze <8 x i1> %103, !dbg !258
  %105 = add nuw i64 %98, 8
  %106 = icmp eq i64 %105, %91
  br i1 %106, label %107, label %97, !llvm.loop !266

107:                                              ; preds = %97
  %108 = bitcast <8 x i1> %104 to i8, !dbg !258
  %109 = icmp ne i8 %108, 0, !dbg !258
  %110 = zext i1 %109 to i32, !dbg !258
  %111 = icmp eq i64 %47, %91, !dbg !258
  br i1 %111, label %112, label %85, !dbg !258

112:                                              ; preds = %115, %107, %74
  %113 = phi i32 [ %79, %74 ], [ %110, %107 ], [ %121, %115 ], !dbg !267
  %114 = icmp eq i32 %113, 0, !dbg !268
  br i1 %114, label %124, label %130, !dbg !270

115:                                              ; preds = %85, %115
  %116 = phi i64 [ %122, %115 ], [ %86, %85 ]
  %117 = phi i32 [ %121, %115 ], [ %87, %85 ]
    #dbg_value(i64 %116, !235, !DIExpression(), !254)
    #dbg_value(i32 %117, !232, !DIExpression(), !255)
  %118 = getelementptr inbounds i8, ptr %0, i64 %116, !dbg !259
  %119 = load i8, ptr %118, align 1, !dbg !259, !tbaa !249
  %120 = icmp eq i8 %119, %52, !dbg !261
  %121 = select i1 %120, i32 1, i32 %117, !dbg !267
    #dbg_value(i32 %121, !232, !DIExpression(), !255)
  %122 = add nsw i64 %116, 1, !dbg !271
    #dbg_value(i64 %122, !235, !DIExpression(), !254)
  %123 = icmp eq i64 %122, %48, !dbg !256
  br i1 %123, label %112, label %115, !dbg !258, !llvm.loop !272

124:                                              ; preds = %46, %112
  %125 = load i8, ptr %8, align 1, !dbg !273, !tbaa !249
    #dbg_value(i8 %125, !237, !DIExpression(), !255)
  %126 = getelementptr inbounds i8, ptr %0, i64 %48, !dbg !274
  %127 = load i8, ptr %126, align 1, !dbg !274, !tbaa !249
  store i8 %127, ptr %8, align 1, !dbg !275, !tbaa !249
  store i8 %125, ptr %126, align 1, !dbg !276, !tbaa !249
  tail call fastcc void @perms(ptr noundef %0, i32 noundef %9), !dbg !277
  %128 = load i8, ptr %8, align 1, !dbg !278, !tbaa !249
    #dbg_value(i8 %128, !237, !DIExpression(), !255)
  %129 = load i8, ptr %126, align 1, !dbg !279, !tbaa !249
  store i8 %129, ptr %8, align 1, !dbg !280, !tbaa !249
  store i8 %128, ptr %126, align 1, !dbg !281, !tbaa !249
  br label %130, !dbg !282

130:                                              ; preds = %112, %124
  %131 = add nsw i64 %48, 1, !dbg !283
    #dbg_value(i64 %131, !230, !DIExpression(), !241)
  %132 = and i64 %131, 4294967295, !dbg !242
  %133 = icmp eq i64 %132, 6, !dbg !242
  %134 = add i64 %47, 1, !dbg !243
  br i1 %133, label %135, label %46, !dbg !243, !llvm.loop !284

135:                                              ; preds = %130, %4, %13
  ret void, !dbg !253
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "e1db28b6c318efea85d5c4bb1584aabc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"frame-pointer", i32 1}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !58, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!47}
!60 = !{!61, !63, !65}
!61 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 42, type: !47)
!62 = distinct !DILexicalBlock(scope: !57, file: !2, line: 42, column: 5)
!63 = !DILocalVariable(name: "i", scope: !64, file: !2, line: 43, type: !47)
!64 = distinct !DILexicalBlock(scope: !57, file: !2, line: 43, column: 5)
!65 = !DILocalVariable(name: "s", scope: !57, file: !2, line: 46, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 7)
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 0, scope: !57)
!71 = !DILocation(line: 40, column: 50, scope: !57)
!72 = !DILocation(line: 40, column: 59, scope: !57)
!73 = !DILocation(line: 40, column: 5, scope: !57)
!74 = !DILocation(line: 41, column: 45, scope: !57)
!75 = !DILocation(line: 41, column: 56, scope: !57)
!76 = !DILocation(line: 41, column: 5, scope: !57)
!77 = !DILocation(line: 0, scope: !62)
!78 = !DILocation(line: 42, column: 49, scope: !79)
!79 = distinct !DILexicalBlock(scope: !62, file: !2, line: 42, column: 5)
!80 = !DILocation(line: 42, column: 34, scope: !79)
!81 = !DILocation(line: 0, scope: !64)
!82 = !DILocation(line: 43, column: 49, scope: !83)
!83 = distinct !DILexicalBlock(scope: !64, file: !2, line: 43, column: 5)
!84 = !DILocation(line: 43, column: 34, scope: !83)
!85 = !DILocation(line: 44, column: 37, scope: !57)
!86 = !DILocation(line: 44, column: 5, scope: !57)
!87 = !DILocation(line: 45, column: 39, scope: !57)
!88 = !DILocation(line: 45, column: 5, scope: !57)
!89 = !DILocation(line: 46, column: 5, scope: !57)
!90 = !DILocation(line: 46, column: 10, scope: !57)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 47, column: 5, scope: !57)
!93 = !DILocation(line: 48, column: 47, scope: !57)
!94 = !{!95, !95, i64 0}
!95 = !{!"int", !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C/C++ TBAA"}
!98 = !DILocation(line: 48, column: 59, scope: !57)
!99 = !DILocation(line: 48, column: 5, scope: !57)
!100 = !DILocation(line: 50, column: 1, scope: !57)
!101 = !DILocation(line: 49, column: 5, scope: !57)
!102 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!47, !105, null}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!107 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !108, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!47, !47}
!110 = !{!111}
!111 = !DILocalVariable(name: "n", arg: 1, scope: !107, file: !2, line: 11, type: !47)
!112 = !DILocation(line: 0, scope: !107)
!113 = !DILocation(line: 11, column: 34, scope: !107)
!114 = !DILocation(line: 11, column: 32, scope: !107)
!115 = !DILocation(line: 11, column: 50, scope: !107)
!116 = !DILocation(line: 11, column: 44, scope: !107)
!117 = !DILocation(line: 11, column: 63, scope: !107)
!118 = !DILocation(line: 11, column: 55, scope: !107)
!119 = !DILocation(line: 11, column: 25, scope: !107)
!120 = distinct !DISubprogram(name: "fib_memo", scope: !2, file: !2, line: 6, type: !121, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!44, !47}
!123 = !{!124}
!124 = !DILocalVariable(name: "n", arg: 1, scope: !120, file: !2, line: 6, type: !47)
!125 = !DILocation(line: 0, scope: !120)
!126 = !DILocation(line: 7, column: 11, scope: !127)
!127 = distinct !DILexicalBlock(scope: !120, file: !2, line: 7, column: 9)
!128 = !DILocation(line: 7, column: 9, scope: !120)
!129 = !DILocation(line: 7, column: 23, scope: !127)
!130 = !DILocation(line: 7, column: 16, scope: !127)
!131 = !DILocation(line: 8, column: 9, scope: !132)
!132 = distinct !DILexicalBlock(scope: !120, file: !2, line: 8, column: 9)
!133 = !{!134, !134, i64 0}
!134 = !{!"long long", !96, i64 0}
!135 = !DILocation(line: 8, column: 9, scope: !120)
!136 = !DILocation(line: 10, column: 1, scope: !120)
!137 = !DILocation(line: 9, column: 33, scope: !120)
!138 = !DILocation(line: 9, column: 22, scope: !120)
!139 = !DILocation(line: 9, column: 51, scope: !120)
!140 = !DILocation(line: 9, column: 40, scope: !120)
!141 = !DILocation(line: 9, column: 38, scope: !120)
!142 = !DILocation(line: 9, column: 20, scope: !120)
!143 = distinct !DISubprogram(name: "ack", scope: !2, file: !2, line: 12, type: !144, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !146)
!144 = !DISubroutineType(types: !145)
!145 = !{!40, !40, !40}
!146 = !{!147, !148}
!147 = !DILocalVariable(name: "m", arg: 1, scope: !143, file: !2, line: 12, type: !40)
!148 = !DILocalVariable(name: "n", arg: 2, scope: !143, file: !2, line: 12, type: !40)
!149 = !DILocation(line: 0, scope: !143)
!150 = !DILocation(line: 13, column: 14, scope: !143)
!151 = !DILocation(line: 13, column: 12, scope: !143)
!152 = !DILocation(line: 13, column: 23, scope: !143)
!153 = !DILocation(line: 13, column: 5, scope: !143)
!154 = !DILocation(line: 13, column: 31, scope: !143)
!155 = !DILocation(line: 13, column: 29, scope: !143)
!156 = !DILocation(line: 13, scope: !143)
!157 = !DILocation(line: 13, column: 74, scope: !143)
!158 = !DILocation(line: 13, column: 65, scope: !143)
!159 = !DILocation(line: 13, column: 54, scope: !143)
!160 = distinct !DISubprogram(name: "hofstadter_f", scope: !2, file: !2, line: 17, type: !108, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !161)
!161 = !{!162}
!162 = !DILocalVariable(name: "n", arg: 1, scope: !160, file: !2, line: 17, type: !47)
!163 = !DILocation(line: 0, scope: !160)
!164 = !DILocation(line: 17, column: 43, scope: !160)
!165 = !DILocation(line: 17, column: 41, scope: !160)
!166 = !DILocation(line: 17, column: 34, scope: !160)
!167 = !DILocation(line: 17, column: 86, scope: !160)
!168 = !DILocation(line: 17, column: 71, scope: !160)
!169 = !DILocation(line: 17, column: 58, scope: !160)
!170 = !DILocation(line: 17, column: 56, scope: !160)
!171 = distinct !DISubprogram(name: "hofstadter_m", scope: !2, file: !2, line: 16, type: !108, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !172)
!172 = !{!173}
!173 = !DILocalVariable(name: "n", arg: 1, scope: !171, file: !2, line: 16, type: !47)
!174 = !DILocation(line: 0, scope: !171)
!175 = !DILocation(line: 16, column: 43, scope: !171)
!176 = !DILocation(line: 16, column: 41, scope: !171)
!177 = !DILocation(line: 16, column: 34, scope: !171)
!178 = !DILocation(line: 16, column: 86, scope: !171)
!179 = !DILocation(line: 16, column: 71, scope: !171)
!180 = !DILocation(line: 16, column: 58, scope: !171)
!181 = !DILocation(line: 16, column: 56, scope: !171)
!182 = distinct !DISubprogram(name: "binom", scope: !2, file: !2, line: 18, type: !183, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!44, !47, !47}
!185 = !{!186, !187}
!186 = !DILocalVariable(name: "n", arg: 1, scope: !182, file: !2, line: 18, type: !47)
!187 = !DILocalVariable(name: "k", arg: 2, scope: !182, file: !2, line: 18, type: !47)
!188 = !DILocation(line: 0, scope: !182)
!189 = !DILocation(line: 18, column: 54, scope: !182)
!190 = !DILocation(line: 18, column: 78, scope: !182)
!191 = !DILocation(line: 18, column: 70, scope: !182)
!192 = !DILocation(line: 18, column: 90, scope: !182)
!193 = !DILocation(line: 18, column: 40, scope: !182)
!194 = distinct !DISubprogram(name: "partitions", scope: !2, file: !2, line: 19, type: !183, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !195)
!195 = !{!196, !197, !198, !199}
!196 = !DILocalVariable(name: "n", arg: 1, scope: !194, file: !2, line: 19, type: !47)
!197 = !DILocalVariable(name: "max", arg: 2, scope: !194, file: !2, line: 19, type: !47)
!198 = !DILocalVariable(name: "s", scope: !194, file: !2, line: 21, type: !44)
!199 = !DILocalVariable(name: "k", scope: !200, file: !2, line: 22, type: !47)
!200 = distinct !DILexicalBlock(scope: !194, file: !2, line: 22, column: 5)
!201 = !DILocation(line: 0, scope: !194)
!202 = !DILocation(line: 20, column: 11, scope: !203)
!203 = distinct !DILexicalBlock(scope: !194, file: !2, line: 20, column: 9)
!204 = !DILocation(line: 20, column: 9, scope: !194)
!205 = !DILocation(line: 22, column: 18, scope: !200)
!206 = !DILocation(line: 0, scope: !200)
!207 = !DILocation(line: 22, column: 39, scope: !208)
!208 = distinct !DILexicalBlock(scope: !200, file: !2, line: 22, column: 5)
!209 = !DILocation(line: 22, column: 5, scope: !200)
!210 = !DILocation(line: 22, column: 68, scope: !208)
!211 = !DILocation(line: 22, column: 55, scope: !208)
!212 = !DILocation(line: 22, column: 52, scope: !208)
!213 = !DILocation(line: 22, column: 46, scope: !208)
!214 = distinct !{!214, !209, !215, !216}
!215 = !DILocation(line: 22, column: 74, scope: !200)
!216 = !{!"llvm.loop.mustprogress"}
!217 = !DILocation(line: 24, column: 1, scope: !194)
!218 = distinct !DISubprogram(name: "perms", scope: !2, file: !2, line: 27, type: !219, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !222)
!219 = !DISubroutineType(cc: DW_CC_nocall, types: !220)
!220 = !{null, !221, !47, !47}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!222 = !{!223, !224, !225, !226, !230, !232, !235, !237}
!223 = !DILocalVariable(name: "s", arg: 1, scope: !218, file: !2, line: 27, type: !221)
!224 = !DILocalVariable(name: "k", arg: 2, scope: !218, file: !2, line: 27, type: !47)
!225 = !DILocalVariable(name: "n", arg: 3, scope: !218, file: !2, line: 27, type: !47)
!226 = !DILocalVariable(name: "i", scope: !227, file: !2, line: 28, type: !47)
!227 = distinct !DILexicalBlock(scope: !228, file: !2, line: 28, column: 33)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 28, column: 17)
!229 = distinct !DILexicalBlock(scope: !218, file: !2, line: 28, column: 9)
!230 = !DILocalVariable(name: "i", scope: !231, file: !2, line: 29, type: !47)
!231 = distinct !DILexicalBlock(scope: !218, file: !2, line: 29, column: 5)
!232 = !DILocalVariable(name: "dup", scope: !233, file: !2, line: 30, type: !47)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 29, column: 33)
!234 = distinct !DILexicalBlock(scope: !231, file: !2, line: 29, column: 5)
!235 = !DILocalVariable(name: "j", scope: !236, file: !2, line: 31, type: !47)
!236 = distinct !DILexicalBlock(scope: !233, file: !2, line: 31, column: 9)
!237 = !DILocalVariable(name: "t", scope: !233, file: !2, line: 33, type: !4)
!238 = !DILocation(line: 0, scope: !218)
!239 = !DILocation(line: 28, column: 11, scope: !229)
!240 = !DILocation(line: 28, column: 9, scope: !218)
!241 = !DILocation(line: 0, scope: !231)
!242 = !DILocation(line: 29, column: 23, scope: !234)
!243 = !DILocation(line: 29, column: 5, scope: !231)
!244 = !DILocation(line: 28, column: 29, scope: !228)
!245 = !DILocation(line: 0, scope: !227)
!246 = !DILocation(line: 28, column: 83, scope: !247)
!247 = distinct !DILexicalBlock(scope: !227, file: !2, line: 28, column: 33)
!248 = !DILocation(line: 28, column: 106, scope: !247)
!249 = !{!96, !96, i64 0}
!250 = !DILocation(line: 28, column: 91, scope: !247)
!251 = !DILocation(line: 28, column: 89, scope: !247)
!252 = !DILocation(line: 28, scope: !247)
!253 = !DILocation(line: 37, column: 1, scope: !218)
!254 = !DILocation(line: 0, scope: !236)
!255 = !DILocation(line: 0, scope: !233)
!256 = !DILocation(line: 31, column: 27, scope: !257)
!257 = distinct !DILexicalBlock(scope: !236, file: !2, line: 31, column: 9)
!258 = !DILocation(line: 31, column: 9, scope: !236)
!259 = !DILocation(line: 31, column: 41, scope: !260)
!260 = distinct !DILexicalBlock(scope: !257, file: !2, line: 31, column: 41)
!261 = !DILocation(line: 31, column: 46, scope: !260)
!262 = distinct !{!262, !258, !263, !216, !264, !265}
!263 = !DILocation(line: 31, column: 61, scope: !236)
!264 = !{!"llvm.loop.isvectorized", i32 1}
!265 = !{!"llvm.loop.unroll.runtime.disable"}
!266 = distinct !{!266, !258, !263, !216, !264, !265}
!267 = !DILocation(line: 31, column: 41, scope: !257)
!268 = !DILocation(line: 32, column: 13, scope: !269)
!269 = distinct !DILexicalBlock(scope: !233, file: !2, line: 32, column: 13)
!270 = !DILocation(line: 32, column: 13, scope: !233)
!271 = !DILocation(line: 31, column: 33, scope: !257)
!272 = distinct !{!272, !258, !263, !216, !265, !264}
!273 = !DILocation(line: 33, column: 18, scope: !233)
!274 = !DILocation(line: 33, column: 31, scope: !233)
!275 = !DILocation(line: 33, column: 29, scope: !233)
!276 = !DILocation(line: 33, column: 42, scope: !233)
!277 = !DILocation(line: 34, column: 9, scope: !233)
!278 = !DILocation(line: 35, column: 13, scope: !233)
!279 = !DILocation(line: 35, column: 26, scope: !233)
!280 = !DILocation(line: 35, column: 24, scope: !233)
!281 = !DILocation(line: 35, column: 37, scope: !233)
!282 = !DILocation(line: 36, column: 5, scope: !234)
!283 = !DILocation(line: 29, column: 29, scope: !234)
!284 = distinct !{!284, !243, !285, !216}
!285 = !DILocation(line: 36, column: 5, scope: !231)
