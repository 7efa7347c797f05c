; ModuleID = 'tests/programs/nohdr_recursion.c'
source_filename = "tests/programs/nohdr_recursion.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [7 x i8], align 1, !DIAssignID !72
    #dbg_assign(i1 undef, !68, !DIExpression(), !72, ptr %1, !DIExpression(), !73)
  %2 = tail call fastcc signext i32 @fib(i32 noundef signext 25), !dbg !74
  %3 = tail call fastcc i64 @fib_memo(i32 noundef signext 90), !dbg !75
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %2, i64 noundef %3), !dbg !76
  %5 = tail call fastcc signext i32 @ack(i32 noundef signext 2, i32 noundef signext 5), !dbg !77
  %6 = tail call fastcc signext i32 @ack(i32 noundef signext 3, i32 noundef signext 5), !dbg !78
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %5, i32 noundef signext %6), !dbg !79
    #dbg_value(i32 0, !64, !DIExpression(), !80)
    #dbg_value(i32 0, !64, !DIExpression(), !80)
  %8 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 0), !dbg !81
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %8, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 1, !64, !DIExpression(), !80)
  %10 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 1), !dbg !81
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %10, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 2, !64, !DIExpression(), !80)
  %12 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 2), !dbg !81
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %12, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 3, !64, !DIExpression(), !80)
  %14 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 3), !dbg !81
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %14, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 4, !64, !DIExpression(), !80)
  %16 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 4), !dbg !81
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %16, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 5, !64, !DIExpression(), !80)
  %18 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 5), !dbg !81
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %18, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 6, !64, !DIExpression(), !80)
  %20 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 6), !dbg !81
  %21 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %20, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 7, !64, !DIExpression(), !80)
  %22 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 7), !dbg !81
  %23 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %22, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 8, !64, !DIExpression(), !80)
  %24 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 8), !dbg !81
  %25 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %24, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 9, !64, !DIExpression(), !80)
  %26 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 9), !dbg !81
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %26, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 10, !64, !DIExpression(), !80)
  %28 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 10), !dbg !81
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %28, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 11, !64, !DIExpression(), !80)
  %30 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 11), !dbg !81
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %30, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 12, !64, !DIExpression(), !80)
  %32 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 12), !dbg !81
  %33 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %32, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 13, !64, !DIExpression(), !80)
  %34 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 13), !dbg !81
  %35 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %34, i32 noundef signext 32), !dbg !83
    #dbg_value(i32 14, !64, !DIExpression(), !80)
  %36 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext 14), !dbg !81
  %37 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %36, i32 noundef signext 10), !dbg !83
    #dbg_value(i32 15, !64, !DIExpression(), !80)
    #dbg_value(i32 0, !66, !DIExpression(), !84)
  %38 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 0), !dbg !85
  %39 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %38, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 1, !66, !DIExpression(), !84)
  %40 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 1), !dbg !85
  %41 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %40, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 2, !66, !DIExpression(), !84)
  %42 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 2), !dbg !85
  %43 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %42, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 3, !66, !DIExpression(), !84)
  %44 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 3), !dbg !85
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %44, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 4, !66, !DIExpression(), !84)
  %46 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 4), !dbg !85
  %47 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %46, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 5, !66, !DIExpression(), !84)
  %48 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 5), !dbg !85
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %48, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 6, !66, !DIExpression(), !84)
  %50 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 6), !dbg !85
  %51 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %50, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 7, !66, !DIExpression(), !84)
  %52 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 7), !dbg !85
  %53 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %52, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 8, !66, !DIExpression(), !84)
  %54 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 8), !dbg !85
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %54, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 9, !66, !DIExpression(), !84)
  %56 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 9), !dbg !85
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %56, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 10, !66, !DIExpression(), !84)
  %58 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 10), !dbg !85
  %59 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %58, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 11, !66, !DIExpression(), !84)
  %60 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 11), !dbg !85
  %61 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %60, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 12, !66, !DIExpression(), !84)
  %62 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 12), !dbg !85
  %63 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %62, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 13, !66, !DIExpression(), !84)
  %64 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 13), !dbg !85
  %65 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %64, i32 noundef signext 32), !dbg !87
    #dbg_value(i32 14, !66, !DIExpression(), !84)
  %66 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext 14), !dbg !85
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %66, i32 noundef signext 10), !dbg !87
    #dbg_value(i32 15, !66, !DIExpression(), !84)
  %68 = tail call fastcc i64 @binom(i32 noundef signext 24, i32 noundef signext 12), !dbg !88
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %68), !dbg !89
  %70 = tail call fastcc i64 @partitions(i32 noundef signext 50, i32 noundef signext 50), !dbg !90
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %70), !dbg !91
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %1) #8, !dbg !92
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %1, ptr noundef nonnull align 1 dereferenceable(7) @__const.main.s, i64 7, i1 false), !dbg !93, !DIAssignID !94
    #dbg_assign(i1 undef, !68, !DIExpression(), !94, ptr %1, !DIExpression(), !73)
  call fastcc void @perms(ptr noundef nonnull %1, i32 noundef signext 0), !dbg !95
  %72 = load i32, ptr @perm_count, align 4, !dbg !96, !tbaa !97
  %73 = load i32, ptr @perm_hash, align 4, !dbg !101, !tbaa !97
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %72, i32 noundef signext %73), !dbg !102
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %1) #8, !dbg !103
  ret i32 0, !dbg !104
}

; Function Attrs: nofree nounwind
declare !dbg !105 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @fib(i32 noundef signext %0) unnamed_addr #2 !dbg !110 {
    #dbg_value(i32 %0, !114, !DIExpression(), !115)
  %2 = icmp slt i32 %0, 2, !dbg !116
  br i1 %2, label %11, label %3, !dbg !117

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !114, !DIExpression(), !115)
  %6 = add nsw i32 %4, -1, !dbg !118
  %7 = tail call fastcc signext i32 @fib(i32 noundef signext %6), !dbg !119
  %8 = add nsw i32 %4, -2, !dbg !120
  %9 = add nsw i32 %7, %5, !dbg !121
    #dbg_value(i32 %8, !114, !DIExpression(), !115)
  %10 = icmp ult i32 %4, 4, !dbg !116
  br i1 %10, label %11, label %3, !dbg !117

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !122
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fib_memo(i32 noundef signext %0) unnamed_addr #3 !dbg !123 {
    #dbg_value(i32 %0, !127, !DIExpression(), !128)
  %2 = icmp slt i32 %0, 2, !dbg !129
  br i1 %2, label %3, label %5, !dbg !131

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !132
  br label %10, !dbg !133

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64, !dbg !134
  %7 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %6, !dbg !134
  %8 = load i64, ptr %7, align 8, !dbg !134, !tbaa !136
  %9 = icmp eq i64 %8, 0, !dbg !134
  br i1 %9, label %12, label %10, !dbg !138

10:                                               ; preds = %5, %3, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11, !dbg !139

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1, !dbg !140
  %14 = tail call fastcc i64 @fib_memo(i32 noundef signext %13), !dbg !141
  %15 = add nsw i32 %0, -2, !dbg !142
  %16 = tail call fastcc i64 @fib_memo(i32 noundef signext %15), !dbg !143
  %17 = add nsw i64 %16, %14, !dbg !144
  store i64 %17, ptr %7, align 8, !dbg !145, !tbaa !136
  br label %10, !dbg !139
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @ack(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 !dbg !146 {
    #dbg_value(i32 %0, !150, !DIExpression(), !152)
    #dbg_value(i32 %1, !151, !DIExpression(), !152)
  %3 = icmp eq i32 %0, 0, !dbg !153
  br i1 %3, label %4, label %7, !dbg !154

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !155
  ret i32 %6, !dbg !156

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !151, !DIExpression(), !152)
    #dbg_value(i32 %9, !150, !DIExpression(), !152)
  %10 = icmp eq i32 %8, 0, !dbg !157
  br i1 %10, label %11, label %15, !dbg !158

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !159
    #dbg_value(i32 %13, !150, !DIExpression(), !152)
    #dbg_value(i32 %12, !151, !DIExpression(), !152)
  %14 = icmp eq i32 %13, 0, !dbg !153
  br i1 %14, label %4, label %7, !dbg !154

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !160
  %17 = tail call fastcc signext i32 @ack(i32 noundef signext %9, i32 noundef signext %16), !dbg !161
  br label %11, !dbg !162
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @hofstadter_f(i32 noundef signext %0) unnamed_addr #2 !dbg !163 {
    #dbg_value(i32 %0, !165, !DIExpression(), !166)
  %2 = icmp eq i32 %0, 0, !dbg !167
  br i1 %2, label %3, label %5, !dbg !168

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 1, %1 ]
  ret i32 %4, !dbg !169

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !170
  %7 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext %6), !dbg !171
  %8 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext %7), !dbg !172
  %9 = sub nsw i32 %0, %8, !dbg !173
  br label %3, !dbg !169
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc signext i32 @hofstadter_m(i32 noundef signext %0) unnamed_addr #2 !dbg !174 {
    #dbg_value(i32 %0, !176, !DIExpression(), !177)
  %2 = icmp eq i32 %0, 0, !dbg !178
  br i1 %2, label %3, label %5, !dbg !179

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !180

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !181
  %7 = tail call fastcc signext i32 @hofstadter_m(i32 noundef signext %6), !dbg !182
  %8 = tail call fastcc signext i32 @hofstadter_f(i32 noundef signext %7), !dbg !183
  %9 = sub nsw i32 %0, %8, !dbg !184
  br label %3, !dbg !180
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @binom(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 !dbg !185 {
  %3 = icmp eq i32 %1, 0
    #dbg_value(i32 %0, !189, !DIExpression(), !191)
    #dbg_value(i32 %1, !190, !DIExpression(), !191)
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4, !dbg !192
  br i1 %5, label %17, label %6, !dbg !192

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8, !dbg !192

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i64 [ 0, %6 ], [ %13, %8 ]
    #dbg_value(i32 %9, !189, !DIExpression(), !191)
  %11 = add nsw i32 %9, -1, !dbg !193
  %12 = tail call fastcc i64 @binom(i32 noundef signext %11, i32 noundef signext %7), !dbg !194
  %13 = add nsw i64 %12, %10, !dbg !195
    #dbg_value(i32 %11, !189, !DIExpression(), !191)
    #dbg_value(i32 %1, !190, !DIExpression(), !191)
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8, !dbg !192

15:                                               ; preds = %8
  %16 = add nsw i64 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i64 [ 1, %2 ], [ %16, %15 ]
  ret i64 %18, !dbg !196
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @partitions(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 !dbg !197 {
    #dbg_value(i32 %0, !199, !DIExpression(), !204)
    #dbg_value(i32 %1, !200, !DIExpression(), !204)
  %3 = icmp eq i32 %0, 0, !dbg !205
  br i1 %3, label %15, label %4, !dbg !207

4:                                                ; preds = %2
    #dbg_value(i64 0, !201, !DIExpression(), !204)
  %5 = tail call i32 @llvm.smin.i32(i32 %1, i32 %0), !dbg !208
    #dbg_value(i32 %5, !202, !DIExpression(), !209)
    #dbg_value(i64 0, !201, !DIExpression(), !204)
  %6 = icmp sgt i32 %5, 0, !dbg !210
  br i1 %6, label %7, label %15, !dbg !212

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %13, %7 ], [ %5, %4 ]
  %9 = phi i64 [ %12, %7 ], [ 0, %4 ]
    #dbg_value(i32 %8, !202, !DIExpression(), !209)
    #dbg_value(i64 %9, !201, !DIExpression(), !204)
  %10 = sub nsw i32 %0, %8, !dbg !213
  %11 = tail call fastcc i64 @partitions(i32 noundef signext %10, i32 noundef signext %8), !dbg !214
  %12 = add nsw i64 %11, %9, !dbg !215
    #dbg_value(i64 %12, !201, !DIExpression(), !204)
  %13 = add nsw i32 %8, -1, !dbg !216
    #dbg_value(i32 %13, !202, !DIExpression(), !209)
  %14 = icmp ugt i32 %8, 1, !dbg !210
  br i1 %14, label %7, label %15, !dbg !212, !llvm.loop !217

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ], !dbg !204
  ret i64 %16, !dbg !220
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @perms(ptr nocapture noundef %0, i32 noundef signext %1) unnamed_addr #6 !dbg !221 {
    #dbg_value(ptr %0, !226, !DIExpression(), !241)
    #dbg_value(i32 %1, !227, !DIExpression(), !241)
    #dbg_value(i32 6, !228, !DIExpression(), !241)
  %3 = icmp eq i32 %1, 6, !dbg !242
  br i1 %3, label %11, label %4, !dbg !243

4:                                                ; preds = %2
    #dbg_value(i32 %1, !233, !DIExpression(), !244)
  %5 = icmp slt i32 %1, 6, !dbg !245
  br i1 %5, label %6, label %71, !dbg !246

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64, !dbg !246
  br label %44, !dbg !246

11:                                               ; preds = %2
  %12 = load i32, ptr @perm_count, align 4, !dbg !247, !tbaa !97
  %13 = add nsw i32 %12, 1, !dbg !247
  store i32 %13, ptr @perm_count, align 4, !dbg !247, !tbaa !97
    #dbg_value(i32 0, !229, !DIExpression(), !248)
  %14 = load i32, ptr @perm_hash, align 4, !tbaa !97
    #dbg_value(i32 0, !229, !DIExpression(), !248)
    #dbg_value(i64 0, !229, !DIExpression(), !248)
  %15 = mul i32 %14, 131, !dbg !249
  %16 = load i8, ptr %0, align 1, !dbg !251, !tbaa !252
  %17 = zext i8 %16 to i32, !dbg !253
  %18 = add i32 %15, %17, !dbg !254
    #dbg_value(i64 1, !229, !DIExpression(), !248)
  %19 = mul i32 %18, 131, !dbg !249
  %20 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !251
  %21 = load i8, ptr %20, align 1, !dbg !251, !tbaa !252
  %22 = zext i8 %21 to i32, !dbg !253
  %23 = add i32 %19, %22, !dbg !254
    #dbg_value(i64 2, !229, !DIExpression(), !248)
  %24 = mul i32 %23, 131, !dbg !249
  %25 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !251
  %26 = load i8, ptr %25, align 1, !dbg !251, !tbaa !252
  %27 = zext i8 %26 to i32, !dbg !253
  %28 = add i32 %24, %27, !dbg !254
    #dbg_value(i64 3, !229, !DIExpression(), !248)
  %29 = mul i32 %28, 131, !dbg !249
  %30 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !251
  %31 = load i8, ptr %30, align 1, !dbg !251, !tbaa !252
  %32 = zext i8 %31 to i32, !dbg !253
  %33 = add i32 %29, %32, !dbg !254
    #dbg_value(i64 4, !229, !DIExpression(), !248)
  %34 = mul i32 %33, 131, !dbg !249
  %35 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !251
  %36 = load i8, ptr %35, align 1, !dbg !251, !tbaa !252
  %37 = zext i8 %36 to i32, !dbg !253
  %38 = add i32 %34, %37, !dbg !254
    #dbg_value(i64 5, !229, !DIExpression(), !248)
  %39 = mul i32 %38, 131, !dbg !249
  %40 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !251
  %41 = load i8, ptr %40, align 1, !dbg !251, !tbaa !252
  %42 = zext i8 %41 to i32, !dbg !253
  %43 = add i32 %39, %42, !dbg !254
    #dbg_value(i64 6, !229, !DIExpression(), !248)
  store i32 %43, ptr @perm_hash, align 4, !dbg !255, !tbaa !97
  br label %71, !dbg !256

44:                                               ; preds = %6, %67
  %45 = phi i64 [ %10, %6 ], [ %68, %67 ]
    #dbg_value(i64 %45, !233, !DIExpression(), !244)
    #dbg_value(i32 %1, !238, !DIExpression(), !257)
    #dbg_value(i32 0, !235, !DIExpression(), !258)
  %46 = icmp sgt i64 %45, %10, !dbg !259
  br i1 %46, label %47, label %61, !dbg !261

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %0, i64 %45
  %49 = load i8, ptr %48, align 1, !tbaa !252
  br label %52, !dbg !261

50:                                               ; preds = %52
  %51 = icmp eq i32 %58, 0, !dbg !262
  br i1 %51, label %61, label %67, !dbg !264

52:                                               ; preds = %47, %52
  %53 = phi i64 [ %10, %47 ], [ %59, %52 ]
  %54 = phi i32 [ 0, %47 ], [ %58, %52 ]
    #dbg_value(i64 %53, !238, !DIExpression(), !257)
    #dbg_value(i32 %54, !235, !DIExpression(), !258)
  %55 = getelementptr inbounds i8, ptr %0, i64 %53, !dbg !265
  %56 = load i8, ptr %55, align 1, !dbg !265, !tbaa !252
  %57 = icmp eq i8 %56, %49, !dbg !267
  %58 = select i1 %57, i32 1, i32 %54, !dbg !268
    #dbg_value(i32 %58, !235, !DIExpression(), !258)
  %59 = add nsw i64 %53, 1, !dbg !269
    #dbg_value(i64 %59, !238, !DIExpression(), !257)
  %60 = icmp eq i64 %59, %45, !dbg !259
  br i1 %60, label %50, label %52, !dbg !261, !llvm.loop !270

61:                                               ; preds = %44, %50
  %62 = load i8, ptr %8, align 1, !dbg !272, !tbaa !252
    #dbg_value(i8 %62, !240, !DIExpression(), !258)
  %63 = getelementptr inbounds i8, ptr %0, i64 %45, !dbg !273
  %64 = load i8, ptr %63, align 1, !dbg !273, !tbaa !252
  store i8 %64, ptr %8, align 1, !dbg !274, !tbaa !252
  store i8 %62, ptr %63, align 1, !dbg !275, !tbaa !252
  tail call fastcc void @perms(ptr noundef %0, i32 noundef signext %9), !dbg !276
  %65 = load i8, ptr %8, align 1, !dbg !277, !tbaa !252
    #dbg_value(i8 %65, !240, !DIExpression(), !258)
  %66 = load i8, ptr %63, align 1, !dbg !278, !tbaa !252
  store i8 %66, ptr %8, align 1, !dbg !279, !tbaa !252
  store i8 %65, ptr %63, align 1, !dbg !280, !tbaa !252
  br label %67, !dbg !281

67:                                               ; preds = %50, %61
  %68 = add nsw i64 %45, 1, !dbg !282
    #dbg_value(i64 %68, !233, !DIExpression(), !244)
  %69 = and i64 %68, 4294967295, !dbg !245
  %70 = icmp eq i64 %69, 6, !dbg !245
  br i1 %70, label %71, label %44, !dbg !246, !llvm.loop !283

71:                                               ; preds = %67, %4, %11
  ret void, !dbg !256
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

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
!51 = !{i32 1, !"target-abi", !"lp64d"}
!52 = !{i32 6, !"riscv-isa", !53}
!53 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 8, !"SmallDataLimit", i32 8}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !61, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!47}
!63 = !{!64, !66, !68}
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 42, type: !47)
!65 = distinct !DILexicalBlock(scope: !60, file: !2, line: 42, column: 5)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 43, type: !47)
!67 = distinct !DILexicalBlock(scope: !60, file: !2, line: 43, column: 5)
!68 = !DILocalVariable(name: "s", scope: !60, file: !2, line: 46, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 7)
!72 = distinct !DIAssignID()
!73 = !DILocation(line: 0, scope: !60)
!74 = !DILocation(line: 40, column: 50, scope: !60)
!75 = !DILocation(line: 40, column: 59, scope: !60)
!76 = !DILocation(line: 40, column: 5, scope: !60)
!77 = !DILocation(line: 41, column: 45, scope: !60)
!78 = !DILocation(line: 41, column: 56, scope: !60)
!79 = !DILocation(line: 41, column: 5, scope: !60)
!80 = !DILocation(line: 0, scope: !65)
!81 = !DILocation(line: 42, column: 49, scope: !82)
!82 = distinct !DILexicalBlock(scope: !65, file: !2, line: 42, column: 5)
!83 = !DILocation(line: 42, column: 34, scope: !82)
!84 = !DILocation(line: 0, scope: !67)
!85 = !DILocation(line: 43, column: 49, scope: !86)
!86 = distinct !DILexicalBlock(scope: !67, file: !2, line: 43, column: 5)
!87 = !DILocation(line: 43, column: 34, scope: !86)
!88 = !DILocation(line: 44, column: 37, scope: !60)
!89 = !DILocation(line: 44, column: 5, scope: !60)
!90 = !DILocation(line: 45, column: 39, scope: !60)
!91 = !DILocation(line: 45, column: 5, scope: !60)
!92 = !DILocation(line: 46, column: 5, scope: !60)
!93 = !DILocation(line: 46, column: 10, scope: !60)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 47, column: 5, scope: !60)
!96 = !DILocation(line: 48, column: 47, scope: !60)
!97 = !{!98, !98, i64 0}
!98 = !{!"int", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 48, column: 59, scope: !60)
!102 = !DILocation(line: 48, column: 5, scope: !60)
!103 = !DILocation(line: 50, column: 1, scope: !60)
!104 = !DILocation(line: 49, column: 5, scope: !60)
!105 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{!47, !108, null}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!110 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !111, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!47, !47}
!113 = !{!114}
!114 = !DILocalVariable(name: "n", arg: 1, scope: !110, file: !2, line: 11, type: !47)
!115 = !DILocation(line: 0, scope: !110)
!116 = !DILocation(line: 11, column: 34, scope: !110)
!117 = !DILocation(line: 11, column: 32, scope: !110)
!118 = !DILocation(line: 11, column: 50, scope: !110)
!119 = !DILocation(line: 11, column: 44, scope: !110)
!120 = !DILocation(line: 11, column: 63, scope: !110)
!121 = !DILocation(line: 11, column: 55, scope: !110)
!122 = !DILocation(line: 11, column: 25, scope: !110)
!123 = distinct !DISubprogram(name: "fib_memo", scope: !2, file: !2, line: 6, type: !124, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!44, !47}
!126 = !{!127}
!127 = !DILocalVariable(name: "n", arg: 1, scope: !123, file: !2, line: 6, type: !47)
!128 = !DILocation(line: 0, scope: !123)
!129 = !DILocation(line: 7, column: 11, scope: !130)
!130 = distinct !DILexicalBlock(scope: !123, file: !2, line: 7, column: 9)
!131 = !DILocation(line: 7, column: 9, scope: !123)
!132 = !DILocation(line: 7, column: 23, scope: !130)
!133 = !DILocation(line: 7, column: 16, scope: !130)
!134 = !DILocation(line: 8, column: 9, scope: !135)
!135 = distinct !DILexicalBlock(scope: !123, file: !2, line: 8, column: 9)
!136 = !{!137, !137, i64 0}
!137 = !{!"long long", !99, i64 0}
!138 = !DILocation(line: 8, column: 9, scope: !123)
!139 = !DILocation(line: 10, column: 1, scope: !123)
!140 = !DILocation(line: 9, column: 33, scope: !123)
!141 = !DILocation(line: 9, column: 22, scope: !123)
!142 = !DILocation(line: 9, column: 51, scope: !123)
!143 = !DILocation(line: 9, column: 40, scope: !123)
!144 = !DILocation(line: 9, column: 38, scope: !123)
!145 = !DILocation(line: 9, column: 20, scope: !123)
!146 = distinct !DISubprogram(name: "ack", scope: !2, file: !2, line: 12, type: !147, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{!40, !40, !40}
!149 = !{!150, !151}
!150 = !DILocalVariable(name: "m", arg: 1, scope: !146, file: !2, line: 12, type: !40)
!151 = !DILocalVariable(name: "n", arg: 2, scope: !146, file: !2, line: 12, type: !40)
!152 = !DILocation(line: 0, scope: !146)
!153 = !DILocation(line: 13, column: 14, scope: !146)
!154 = !DILocation(line: 13, column: 12, scope: !146)
!155 = !DILocation(line: 13, column: 23, scope: !146)
!156 = !DILocation(line: 13, column: 5, scope: !146)
!157 = !DILocation(line: 13, column: 31, scope: !146)
!158 = !DILocation(line: 13, column: 29, scope: !146)
!159 = !DILocation(line: 13, scope: !146)
!160 = !DILocation(line: 13, column: 74, scope: !146)
!161 = !DILocation(line: 13, column: 65, scope: !146)
!162 = !DILocation(line: 13, column: 54, scope: !146)
!163 = distinct !DISubprogram(name: "hofstadter_f", scope: !2, file: !2, line: 17, type: !111, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !164)
!164 = !{!165}
!165 = !DILocalVariable(name: "n", arg: 1, scope: !163, file: !2, line: 17, type: !47)
!166 = !DILocation(line: 0, scope: !163)
!167 = !DILocation(line: 17, column: 43, scope: !163)
!168 = !DILocation(line: 17, column: 41, scope: !163)
!169 = !DILocation(line: 17, column: 34, scope: !163)
!170 = !DILocation(line: 17, column: 86, scope: !163)
!171 = !DILocation(line: 17, column: 71, scope: !163)
!172 = !DILocation(line: 17, column: 58, scope: !163)
!173 = !DILocation(line: 17, column: 56, scope: !163)
!174 = distinct !DISubprogram(name: "hofstadter_m", scope: !2, file: !2, line: 16, type: !111, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !175)
!175 = !{!176}
!176 = !DILocalVariable(name: "n", arg: 1, scope: !174, file: !2, line: 16, type: !47)
!177 = !DILocation(line: 0, scope: !174)
!178 = !DILocation(line: 16, column: 43, scope: !174)
!179 = !DILocation(line: 16, column: 41, scope: !174)
!180 = !DILocation(line: 16, column: 34, scope: !174)
!181 = !DILocation(line: 16, column: 86, scope: !174)
!182 = !DILocation(line: 16, column: 71, scope: !174)
!183 = !DILocation(line: 16, column: 58, scope: !174)
!184 = !DILocation(line: 16, column: 56, scope: !174)
!185 = distinct !DISubprogram(name: "binom", scope: !2, file: !2, line: 18, type: !186, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{!44, !47, !47}
!188 = !{!189, !190}
!189 = !DILocalVariable(name: "n", arg: 1, scope: !185, file: !2, line: 18, type: !47)
!190 = !DILocalVariable(name: "k", arg: 2, scope: !185, file: !2, line: 18, type: !47)
!191 = !DILocation(line: 0, scope: !185)
!192 = !DILocation(line: 18, column: 54, scope: !185)
!193 = !DILocation(line: 18, column: 78, scope: !185)
!194 = !DILocation(line: 18, column: 70, scope: !185)
!195 = !DILocation(line: 18, column: 90, scope: !185)
!196 = !DILocation(line: 18, column: 40, scope: !185)
!197 = distinct !DISubprogram(name: "partitions", scope: !2, file: !2, line: 19, type: !186, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !198)
!198 = !{!199, !200, !201, !202}
!199 = !DILocalVariable(name: "n", arg: 1, scope: !197, file: !2, line: 19, type: !47)
!200 = !DILocalVariable(name: "max", arg: 2, scope: !197, file: !2, line: 19, type: !47)
!201 = !DILocalVariable(name: "s", scope: !197, file: !2, line: 21, type: !44)
!202 = !DILocalVariable(name: "k", scope: !203, file: !2, line: 22, type: !47)
!203 = distinct !DILexicalBlock(scope: !197, file: !2, line: 22, column: 5)
!204 = !DILocation(line: 0, scope: !197)
!205 = !DILocation(line: 20, column: 11, scope: !206)
!206 = distinct !DILexicalBlock(scope: !197, file: !2, line: 20, column: 9)
!207 = !DILocation(line: 20, column: 9, scope: !197)
!208 = !DILocation(line: 22, column: 18, scope: !203)
!209 = !DILocation(line: 0, scope: !203)
!210 = !DILocation(line: 22, column: 39, scope: !211)
!211 = distinct !DILexicalBlock(scope: !203, file: !2, line: 22, column: 5)
!212 = !DILocation(line: 22, column: 5, scope: !203)
!213 = !DILocation(line: 22, column: 68, scope: !211)
!214 = !DILocation(line: 22, column: 55, scope: !211)
!215 = !DILocation(line: 22, column: 52, scope: !211)
!216 = !DILocation(line: 22, column: 46, scope: !211)
!217 = distinct !{!217, !212, !218, !219}
!218 = !DILocation(line: 22, column: 74, scope: !203)
!219 = !{!"llvm.loop.mustprogress"}
!220 = !DILocation(line: 24, column: 1, scope: !197)
!221 = distinct !DISubprogram(name: "perms", scope: !2, file: !2, line: 27, type: !222, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !225)
!222 = !DISubroutineType(cc: DW_CC_nocall, types: !223)
!223 = !{null, !224, !47, !47}
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!225 = !{!226, !227, !228, !229, !233, !235, !238, !240}
!226 = !DILocalVariable(name: "s", arg: 1, scope: !221, file: !2, line: 27, type: !224)
!227 = !DILocalVariable(name: "k", arg: 2, scope: !221, file: !2, line: 27, type: !47)
!228 = !DILocalVariable(name: "n", arg: 3, scope: !221, file: !2, line: 27, type: !47)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 28, type: !47)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 28, column: 33)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 28, column: 17)
!232 = distinct !DILexicalBlock(scope: !221, file: !2, line: 28, column: 9)
!233 = !DILocalVariable(name: "i", scope: !234, file: !2, line: 29, type: !47)
!234 = distinct !DILexicalBlock(scope: !221, file: !2, line: 29, column: 5)
!235 = !DILocalVariable(name: "dup", scope: !236, file: !2, line: 30, type: !47)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 29, column: 33)
!237 = distinct !DILexicalBlock(scope: !234, file: !2, line: 29, column: 5)
!238 = !DILocalVariable(name: "j", scope: !239, file: !2, line: 31, type: !47)
!239 = distinct !DILexicalBlock(scope: !236, file: !2, line: 31, column: 9)
!240 = !DILocalVariable(name: "t", scope: !236, file: !2, line: 33, type: !4)
!241 = !DILocation(line: 0, scope: !221)
!242 = !DILocation(line: 28, column: 11, scope: !232)
!243 = !DILocation(line: 28, column: 9, scope: !221)
!244 = !DILocation(line: 0, scope: !234)
!245 = !DILocation(line: 29, column: 23, scope: !237)
!246 = !DILocation(line: 29, column: 5, scope: !234)
!247 = !DILocation(line: 28, column: 29, scope: !231)
!248 = !DILocation(line: 0, scope: !230)
!249 = !DILocation(line: 28, column: 83, scope: !250)
!250 = distinct !DILexicalBlock(scope: !230, file: !2, line: 28, column: 33)
!251 = !DILocation(line: 28, column: 106, scope: !250)
!252 = !{!99, !99, i64 0}
!253 = !DILocation(line: 28, column: 91, scope: !250)
!254 = !DILocation(line: 28, column: 89, scope: !250)
!255 = !DILocation(line: 28, scope: !250)
!256 = !DILocation(line: 37, column: 1, scope: !221)
!257 = !DILocation(line: 0, scope: !239)
!258 = !DILocation(line: 0, scope: !236)
!259 = !DILocation(line: 31, column: 27, scope: !260)
!260 = distinct !DILexicalBlock(scope: !239, file: !2, line: 31, column: 9)
!261 = !DILocation(line: 31, column: 9, scope: !239)
!262 = !DILocation(line: 32, column: 13, scope: !263)
!263 = distinct !DILexicalBlock(scope: !236, file: !2, line: 32, column: 13)
!264 = !DILocation(line: 32, column: 13, scope: !236)
!265 = !DILocation(line: 31, column: 41, scope: !266)
!266 = distinct !DILexicalBlock(scope: !260, file: !2, line: 31, column: 41)
!267 = !DILocation(line: 31, column: 46, scope: !266)
!268 = !DILocation(line: 31, column: 41, scope: !260)
!269 = !DILocation(line: 31, column: 33, scope: !260)
!270 = distinct !{!270, !261, !271, !219}
!271 = !DILocation(line: 31, column: 61, scope: !239)
!272 = !DILocation(line: 33, column: 18, scope: !236)
!273 = !DILocation(line: 33, column: 31, scope: !236)
!274 = !DILocation(line: 33, column: 29, scope: !236)
!275 = !DILocation(line: 33, column: 42, scope: !236)
!276 = !DILocation(line: 34, column: 9, scope: !236)
!277 = !DILocation(line: 35, column: 13, scope: !236)
!278 = !DILocation(line: 35, column: 26, scope: !236)
!279 = !DILocation(line: 35, column: 24, scope: !236)
!280 = !DILocation(line: 35, column: 37, scope: !236)
!281 = !DILocation(line: 36, column: 5, scope: !237)
!282 = !DILocation(line: 29, column: 29, scope: !237)
!283 = distinct !{!283, !246, !284, !219}
!284 = !DILocation(line: 36, column: 5, scope: !234)
