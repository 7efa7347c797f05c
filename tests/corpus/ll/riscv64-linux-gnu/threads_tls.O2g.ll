; ModuleID = 'tests/programs/threads_tls.c'
source_filename = "tests/programs/threads_tls.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Job = type { i32, i64 }

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1, !dbg !0
@tls_name = dso_local thread_local local_unnamed_addr global ptr @.str, align 8, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"job %d result %lld\0A\00", align 1, !dbg !48
@.str.3 = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1, !dbg !53
@total = internal global i64 0, align 8, !dbg !73
@.str.4 = private unnamed_addr constant [36 x i8] c"main tls_counter still %d, name %s\0A\00", align 1, !dbg !58
@tls_counter = internal thread_local unnamed_addr global i32 100, align 4, !dbg !83
@.str.5 = private unnamed_addr constant [18 x i8] c"main work = %lld\0A\00", align 1, !dbg !63
@.str.6 = private unnamed_addr constant [28 x i8] c"tls_counter via pointer %d\0A\00", align 1, !dbg !68
@.str.7 = private unnamed_addr constant [7 x i8] c"worker\00", align 1, !dbg !78
@str = private unnamed_addr constant [14 x i8] c"create failed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local signext range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !12 {
  %1 = alloca [4 x i64], align 8, !DIAssignID !104
    #dbg_assign(i1 undef, !17, !DIExpression(), !104, ptr %1, !DIExpression(), !105)
  %2 = alloca [4 x %struct.Job], align 8, !DIAssignID !106
    #dbg_assign(i1 undef, !24, !DIExpression(), !106, ptr %2, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9, !dbg !107
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #9, !dbg !108
    #dbg_value(i32 0, !31, !DIExpression(), !109)
    #dbg_value(i64 0, !31, !DIExpression(), !109)
  store i32 1, ptr %2, align 8, !dbg !110, !tbaa !113
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !119
  store i64 0, ptr %3, align 8, !dbg !120, !tbaa !121
  %4 = call signext i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %2) #9, !dbg !122
  %5 = icmp eq i32 %4, 0, !dbg !124
  br i1 %5, label %36, label %54, !dbg !125, !llvm.loop !126

6:                                                ; preds = %48
    #dbg_value(i64 4, !31, !DIExpression(), !109)
    #dbg_value(i64 0, !33, !DIExpression(), !130)
  %7 = load i64, ptr %1, align 8, !dbg !131, !tbaa !133
  %8 = call signext i32 @pthread_join(i64 noundef %7, ptr noundef null) #9, !dbg !135
    #dbg_value(i64 1, !33, !DIExpression(), !130)
  %9 = load i64, ptr %39, align 8, !dbg !131, !tbaa !133
  %10 = call signext i32 @pthread_join(i64 noundef %9, ptr noundef null) #9, !dbg !135
    #dbg_value(i64 2, !33, !DIExpression(), !130)
  %11 = load i64, ptr %45, align 8, !dbg !131, !tbaa !133
  %12 = call signext i32 @pthread_join(i64 noundef %11, ptr noundef null) #9, !dbg !135
    #dbg_value(i64 3, !33, !DIExpression(), !130)
  %13 = load i64, ptr %51, align 8, !dbg !131, !tbaa !133
  %14 = call signext i32 @pthread_join(i64 noundef %13, ptr noundef null) #9, !dbg !135
    #dbg_value(i64 4, !33, !DIExpression(), !130)
    #dbg_value(i64 0, !35, !DIExpression(), !136)
  %15 = load i32, ptr %2, align 8, !dbg !137, !tbaa !113
  %16 = load i64, ptr %3, align 8, !dbg !139, !tbaa !121
  %17 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %15, i64 noundef %16), !dbg !140
    #dbg_value(i64 1, !35, !DIExpression(), !136)
  %18 = load i32, ptr %37, align 8, !dbg !137, !tbaa !113
  %19 = load i64, ptr %38, align 8, !dbg !139, !tbaa !121
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %18, i64 noundef %19), !dbg !140
    #dbg_value(i64 2, !35, !DIExpression(), !136)
  %21 = load i32, ptr %43, align 8, !dbg !137, !tbaa !113
  %22 = load i64, ptr %44, align 8, !dbg !139, !tbaa !121
  %23 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %21, i64 noundef %22), !dbg !140
    #dbg_value(i64 3, !35, !DIExpression(), !136)
  %24 = load i32, ptr %49, align 8, !dbg !137, !tbaa !113
  %25 = load i64, ptr %50, align 8, !dbg !139, !tbaa !121
  %26 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %24, i64 noundef %25), !dbg !140
    #dbg_value(i64 4, !35, !DIExpression(), !136)
  %27 = load atomic i64, ptr @total seq_cst, align 8, !dbg !141
  %28 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %27), !dbg !142
  %29 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter), !dbg !143
  %30 = load i32, ptr %29, align 4, !dbg !143, !tbaa !144
  %31 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name), !dbg !145
  %32 = load ptr, ptr %31, align 8, !dbg !145, !tbaa !146
  %33 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %30, ptr noundef %32), !dbg !148
  %34 = load i32, ptr %29, align 4, !dbg !149, !tbaa !144
  %35 = add nsw i32 %34, 5, !dbg !149
    #dbg_value(i32 0, !150, !DIExpression(), !162)
    #dbg_value(i32 0, !155, !DIExpression(), !164)
    #dbg_value(i64 0, !155, !DIExpression(), !164)
    #dbg_value(i64 1, !155, !DIExpression(), !164)
    #dbg_value(i64 2, !155, !DIExpression(), !164)
    #dbg_value(i64 3, !155, !DIExpression(), !164)
    #dbg_value(i64 4, !155, !DIExpression(), !164)
    #dbg_value(i64 5, !155, !DIExpression(), !164)
    #dbg_value(i64 6, !155, !DIExpression(), !164)
    #dbg_value(i64 7, !155, !DIExpression(), !164)
    #dbg_value(i64 8, !155, !DIExpression(), !164)
    #dbg_value(i64 9, !155, !DIExpression(), !164)
    #dbg_value(i64 10, !155, !DIExpression(), !164)
    #dbg_value(i64 11, !155, !DIExpression(), !164)
    #dbg_value(i64 12, !155, !DIExpression(), !164)
    #dbg_value(i64 13, !155, !DIExpression(), !164)
    #dbg_value(i64 14, !155, !DIExpression(), !164)
    #dbg_value(i64 15, !155, !DIExpression(), !164)
    #dbg_value(i64 16, !155, !DIExpression(), !164)
    #dbg_value(i32 0, !157, !DIExpression(), !165)
  br label %56, !dbg !166

36:                                               ; preds = %0
    #dbg_value(i64 1, !31, !DIExpression(), !109)
  %37 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !167
  store i32 2, ptr %37, align 8, !dbg !110, !tbaa !113
  %38 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !119
  store i64 0, ptr %38, align 8, !dbg !120, !tbaa !121
  %39 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !168
  %40 = call signext i32 @pthread_create(ptr noundef nonnull %39, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %37) #9, !dbg !122
  %41 = icmp eq i32 %40, 0, !dbg !124
  br i1 %41, label %42, label %54, !dbg !125, !llvm.loop !126

42:                                               ; preds = %36
    #dbg_value(i64 2, !31, !DIExpression(), !109)
  %43 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !167
  store i32 3, ptr %43, align 8, !dbg !110, !tbaa !113
  %44 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !119
  store i64 0, ptr %44, align 8, !dbg !120, !tbaa !121
  %45 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !168
  %46 = call signext i32 @pthread_create(ptr noundef nonnull %45, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %43) #9, !dbg !122
  %47 = icmp eq i32 %46, 0, !dbg !124
  br i1 %47, label %48, label %54, !dbg !125, !llvm.loop !126

48:                                               ; preds = %42
    #dbg_value(i64 3, !31, !DIExpression(), !109)
  %49 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !167
  store i32 4, ptr %49, align 8, !dbg !110, !tbaa !113
  %50 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !119
  store i64 0, ptr %50, align 8, !dbg !120, !tbaa !121
  %51 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !168
  %52 = call signext i32 @pthread_create(ptr noundef nonnull %51, ptr noundef null, ptr noundef nonnull @thread_main, ptr noundef nonnull %49) #9, !dbg !122
  %53 = icmp eq i32 %52, 0, !dbg !124
  br i1 %53, label %6, label %54, !dbg !125, !llvm.loop !126

54:                                               ; preds = %48, %42, %36, %0
  %55 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !169
  br label %68

56:                                               ; preds = %56, %6
  %57 = phi i32 [ 0, %6 ], [ %61, %56 ]
  %58 = phi i32 [ %35, %6 ], [ %60, %56 ]
    #dbg_value(i32 %57, !157, !DIExpression(), !165)
  %59 = and i32 %57, 7, !dbg !171
  %60 = add nsw i32 %58, %59, !dbg !173
  %61 = add nuw nsw i32 %57, 1, !dbg !174
    #dbg_value(i32 %61, !157, !DIExpression(), !165)
  %62 = icmp eq i32 %61, 1000, !dbg !175
  br i1 %62, label %63, label %56, !dbg !166, !llvm.loop !176

63:                                               ; preds = %56
  store i32 %60, ptr %29, align 4, !dbg !173, !tbaa !144
  %64 = sext i32 %60 to i64, !dbg !178
    #dbg_value(i64 %64, !159, !DIExpression(), !162)
  %65 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %64), !dbg !179
  %66 = load i32, ptr %29, align 4, !dbg !180, !tbaa !144
  %67 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %66), !dbg !181
  br label %68, !dbg !182

68:                                               ; preds = %54, %63
  %69 = phi i32 [ 0, %63 ], [ 1, %54 ], !dbg !105
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #9, !dbg !183
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9, !dbg !183
  ret i32 %69, !dbg !183
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !184 signext i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @thread_main(ptr nocapture noundef %0) #3 !dbg !206 {
    #dbg_value(ptr %0, !208, !DIExpression(), !211)
    #dbg_value(ptr %0, !209, !DIExpression(), !211)
  %2 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_name), !dbg !212
  store ptr @.str.7, ptr %2, align 8, !dbg !213, !tbaa !146
  %3 = load i32, ptr %0, align 8, !dbg !214, !tbaa !113
  %4 = tail call fastcc i64 @work(i32 noundef signext %3), !dbg !215
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !216
  store i64 %4, ptr %5, align 8, !dbg !217, !tbaa !121
  %6 = atomicrmw add ptr @total, i64 %4 seq_cst, align 8, !dbg !218
  ret ptr null, !dbg !219
}

; Function Attrs: nofree nounwind
declare !dbg !220 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !225 signext i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #6

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @work(i32 noundef signext %0) unnamed_addr #7 !dbg !151 {
    #dbg_value(i32 %0, !150, !DIExpression(), !229)
    #dbg_value(i32 0, !155, !DIExpression(), !230)
    #dbg_value(i32 0, !155, !DIExpression(), !230)
    #dbg_value(i64 0, !155, !DIExpression(), !230)
    #dbg_value(i64 1, !155, !DIExpression(), !230)
    #dbg_value(i64 2, !155, !DIExpression(), !230)
    #dbg_value(i64 3, !155, !DIExpression(), !230)
    #dbg_value(i64 4, !155, !DIExpression(), !230)
    #dbg_value(i64 5, !155, !DIExpression(), !230)
    #dbg_value(i64 6, !155, !DIExpression(), !230)
    #dbg_value(i64 7, !155, !DIExpression(), !230)
    #dbg_value(i64 8, !155, !DIExpression(), !230)
    #dbg_value(i64 9, !155, !DIExpression(), !230)
    #dbg_value(i64 10, !155, !DIExpression(), !230)
    #dbg_value(i64 11, !155, !DIExpression(), !230)
    #dbg_value(i64 12, !155, !DIExpression(), !230)
    #dbg_value(i64 13, !155, !DIExpression(), !230)
    #dbg_value(i64 14, !155, !DIExpression(), !230)
    #dbg_value(i64 15, !155, !DIExpression(), !230)
    #dbg_value(i64 16, !155, !DIExpression(), !230)
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %3 = load i32, ptr %2, align 4, !tbaa !144
    #dbg_value(i32 0, !157, !DIExpression(), !231)
  br label %38, !dbg !232

4:                                                ; preds = %38
  %5 = sext i32 %0 to i64
  %6 = shl nsw i64 %5, 4, !dbg !233
  %7 = mul nsw i64 %5, 15, !dbg !233
  %8 = mul nsw i64 %5, 14, !dbg !233
  %9 = mul nsw i64 %5, 13, !dbg !233
  %10 = mul nsw i64 %5, 12, !dbg !233
  %11 = mul nsw i64 %5, 11, !dbg !233
  %12 = mul nsw i64 %5, 10, !dbg !233
  %13 = mul nsw i64 %5, 9, !dbg !233
  %14 = shl nsw i64 %5, 3, !dbg !233
  %15 = mul nsw i64 %5, 7, !dbg !233
  %16 = mul nsw i64 %5, 6, !dbg !233
  %17 = mul nsw i64 %5, 5, !dbg !233
  %18 = shl nsw i64 %5, 2, !dbg !233
  %19 = mul nsw i64 %5, 3, !dbg !233
  %20 = shl nsw i64 %5, 1, !dbg !233
  store i32 %43, ptr %2, align 4, !dbg !235, !tbaa !144
  %21 = sext i32 %43 to i64, !dbg !236
    #dbg_value(i64 %21, !159, !DIExpression(), !229)
    #dbg_value(i32 0, !160, !DIExpression(), !237)
    #dbg_value(i32 0, !160, !DIExpression(), !237)
    #dbg_value(i64 %21, !159, !DIExpression(), !229)
    #dbg_value(i64 0, !160, !DIExpression(), !237)
    #dbg_value(i64 %21, !159, !DIExpression(), !229)
  %22 = add nsw i64 %5, %21, !dbg !238
    #dbg_value(i64 %22, !159, !DIExpression(), !229)
    #dbg_value(i64 1, !160, !DIExpression(), !237)
  %23 = add nsw i64 %20, %22, !dbg !238
    #dbg_value(i64 %23, !159, !DIExpression(), !229)
    #dbg_value(i64 2, !160, !DIExpression(), !237)
  %24 = add nsw i64 %19, %23, !dbg !238
    #dbg_value(i64 %24, !159, !DIExpression(), !229)
    #dbg_value(i64 3, !160, !DIExpression(), !237)
  %25 = add nsw i64 %18, %24, !dbg !238
    #dbg_value(i64 %25, !159, !DIExpression(), !229)
    #dbg_value(i64 4, !160, !DIExpression(), !237)
  %26 = add nsw i64 %17, %25, !dbg !238
    #dbg_value(i64 %26, !159, !DIExpression(), !229)
    #dbg_value(i64 5, !160, !DIExpression(), !237)
  %27 = add nsw i64 %16, %26, !dbg !238
    #dbg_value(i64 %27, !159, !DIExpression(), !229)
    #dbg_value(i64 6, !160, !DIExpression(), !237)
  %28 = add nsw i64 %15, %27, !dbg !238
    #dbg_value(i64 %28, !159, !DIExpression(), !229)
    #dbg_value(i64 7, !160, !DIExpression(), !237)
  %29 = add nsw i64 %14, %28, !dbg !238
    #dbg_value(i64 %29, !159, !DIExpression(), !229)
    #dbg_value(i64 8, !160, !DIExpression(), !237)
  %30 = add nsw i64 %13, %29, !dbg !238
    #dbg_value(i64 %30, !159, !DIExpression(), !229)
    #dbg_value(i64 9, !160, !DIExpression(), !237)
  %31 = add nsw i64 %12, %30, !dbg !238
    #dbg_value(i64 %31, !159, !DIExpression(), !229)
    #dbg_value(i64 10, !160, !DIExpression(), !237)
  %32 = add nsw i64 %11, %31, !dbg !238
    #dbg_value(i64 %32, !159, !DIExpression(), !229)
    #dbg_value(i64 11, !160, !DIExpression(), !237)
  %33 = add nsw i64 %10, %32, !dbg !238
    #dbg_value(i64 %33, !159, !DIExpression(), !229)
    #dbg_value(i64 12, !160, !DIExpression(), !237)
  %34 = add nsw i64 %9, %33, !dbg !238
    #dbg_value(i64 %34, !159, !DIExpression(), !229)
    #dbg_value(i64 13, !160, !DIExpression(), !237)
  %35 = add nsw i64 %8, %34, !dbg !238
    #dbg_value(i64 %35, !159, !DIExpression(), !229)
    #dbg_value(i64 14, !160, !DIExpression(), !237)
  %36 = add nsw i64 %7, %35, !dbg !238
    #dbg_value(i64 %36, !159, !DIExpression(), !229)
    #dbg_value(i64 15, !160, !DIExpression(), !237)
  %37 = add nsw i64 %6, %36, !dbg !238
    #dbg_value(i64 %37, !159, !DIExpression(), !229)
    #dbg_value(i64 16, !160, !DIExpression(), !237)
  ret i64 %37, !dbg !240

38:                                               ; preds = %1, %38
  %39 = phi i32 [ 0, %1 ], [ %44, %38 ]
  %40 = phi i32 [ %3, %1 ], [ %43, %38 ]
    #dbg_value(i32 %39, !157, !DIExpression(), !231)
  %41 = xor i32 %39, %0, !dbg !241
  %42 = and i32 %41, 7, !dbg !242
  %43 = add nsw i32 %40, %42, !dbg !235
  %44 = add nuw nsw i32 %39, 1, !dbg !243
    #dbg_value(i32 %44, !157, !DIExpression(), !231)
  %45 = icmp eq i32 %44, 1000, !dbg !244
  br i1 %45, label %4, label %38, !dbg !232, !llvm.loop !245
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/threads_tls.c", directory: ".", checksumkind: CSK_MD5, checksum: "e5c4692dd566b02bc2551a3d5eb8953c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "tls_name", scope: !9, file: !2, line: 8, type: !90, isLocal: false, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !40, globals: !42, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !12, file: !2, line: 32, baseType: !37, size: 32, elements: !38)
!12 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !24, !31, !33, !35}
!17 = !DILocalVariable(name: "th", scope: !12, file: !2, line: 33, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 256, elements: !22)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!21 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !DILocalVariable(name: "jobs", scope: !12, file: !2, line: 34, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 512, elements: !22)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Job", file: !2, line: 11, size: 128, elements: !27)
!27 = !{!28, !29}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !26, file: !2, line: 11, baseType: !15, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "result", scope: !26, file: !2, line: 11, baseType: !30, size: 64, offset: 64)
!30 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "i", scope: !32, file: !2, line: 35, type: !15)
!32 = distinct !DILexicalBlock(scope: !12, file: !2, line: 35, column: 5)
!33 = !DILocalVariable(name: "i", scope: !34, file: !2, line: 40, type: !15)
!34 = distinct !DILexicalBlock(scope: !12, file: !2, line: 40, column: 5)
!35 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 41, type: !15)
!36 = distinct !DILexicalBlock(scope: !12, file: !2, line: 41, column: 5)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !{!39}
!39 = !DIEnumerator(name: "NT", value: 4)
!40 = !{!41, !30}
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !{!0, !7, !43, !48, !53, !58, !63, !68, !73, !78, !83, !85}
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 15)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 20)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 11)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 36)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 18)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 28)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "total", scope: !9, file: !2, line: 9, type: !75, isLocal: true, isDefinition: true)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_long", file: !76, line: 106, baseType: !77)
!76 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!77 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !41)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 7)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "tls_counter", scope: !9, file: !2, line: 6, type: !15, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "tls_array", scope: !9, file: !2, line: 7, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 1024, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 16)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 1, !"target-abi", !"lp64d"}
!96 = !{i32 6, !"riscv-isa", !97}
!97 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!98 = !{i32 8, !"PIC Level", i32 2}
!99 = !{i32 7, !"PIE Level", i32 2}
!100 = !{i32 7, !"uwtable", i32 2}
!101 = !{i32 8, !"SmallDataLimit", i32 8}
!102 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !12)
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 33, column: 5, scope: !12)
!108 = !DILocation(line: 34, column: 5, scope: !12)
!109 = !DILocation(line: 0, scope: !32)
!110 = !DILocation(line: 36, column: 20, scope: !111)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 35, column: 34)
!112 = distinct !DILexicalBlock(scope: !32, file: !2, line: 35, column: 5)
!113 = !{!114, !115, i64 0}
!114 = !{!"Job", !115, i64 0, !118, i64 8}
!115 = !{!"int", !116, i64 0}
!116 = !{!"omnipotent char", !117, i64 0}
!117 = !{!"Simple C/C++ TBAA"}
!118 = !{!"long long", !116, i64 0}
!119 = !DILocation(line: 37, column: 17, scope: !111)
!120 = !DILocation(line: 37, column: 24, scope: !111)
!121 = !{!114, !118, i64 8}
!122 = !DILocation(line: 38, column: 13, scope: !123)
!123 = distinct !DILexicalBlock(scope: !111, file: !2, line: 38, column: 13)
!124 = !DILocation(line: 38, column: 62, scope: !123)
!125 = !DILocation(line: 38, column: 13, scope: !111)
!126 = distinct !{!126, !127, !128, !129}
!127 = !DILocation(line: 35, column: 5, scope: !32)
!128 = !DILocation(line: 39, column: 5, scope: !32)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !DILocation(line: 0, scope: !34)
!131 = !DILocation(line: 40, column: 47, scope: !132)
!132 = distinct !DILexicalBlock(scope: !34, file: !2, line: 40, column: 5)
!133 = !{!134, !134, i64 0}
!134 = !{!"long", !116, i64 0}
!135 = !DILocation(line: 40, column: 34, scope: !132)
!136 = !DILocation(line: 0, scope: !36)
!137 = !DILocation(line: 41, column: 73, scope: !138)
!138 = distinct !DILexicalBlock(scope: !36, file: !2, line: 41, column: 5)
!139 = !DILocation(line: 41, column: 85, scope: !138)
!140 = !DILocation(line: 41, column: 34, scope: !138)
!141 = !DILocation(line: 42, column: 27, scope: !12)
!142 = !DILocation(line: 42, column: 5, scope: !12)
!143 = !DILocation(line: 43, column: 52, scope: !12)
!144 = !{!115, !115, i64 0}
!145 = !DILocation(line: 43, column: 65, scope: !12)
!146 = !{!147, !147, i64 0}
!147 = !{!"any pointer", !116, i64 0}
!148 = !DILocation(line: 43, column: 5, scope: !12)
!149 = !DILocation(line: 44, column: 21, scope: !12)
!150 = !DILocalVariable(name: "id", arg: 1, scope: !151, file: !2, line: 13, type: !15)
!151 = distinct !DISubprogram(name: "work", scope: !2, file: !2, line: 13, type: !152, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!30, !15}
!154 = !{!150, !155, !157, !159, !160}
!155 = !DILocalVariable(name: "i", scope: !156, file: !2, line: 14, type: !15)
!156 = distinct !DILexicalBlock(scope: !151, file: !2, line: 14, column: 5)
!157 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 15, type: !15)
!158 = distinct !DILexicalBlock(scope: !151, file: !2, line: 15, column: 5)
!159 = !DILocalVariable(name: "s", scope: !151, file: !2, line: 16, type: !30)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 17, type: !15)
!161 = distinct !DILexicalBlock(scope: !151, file: !2, line: 17, column: 5)
!162 = !DILocation(line: 0, scope: !151, inlinedAt: !163)
!163 = distinct !DILocation(line: 45, column: 34, scope: !12)
!164 = !DILocation(line: 0, scope: !156, inlinedAt: !163)
!165 = !DILocation(line: 0, scope: !158, inlinedAt: !163)
!166 = !DILocation(line: 15, column: 5, scope: !158, inlinedAt: !163)
!167 = !DILocation(line: 36, column: 9, scope: !111)
!168 = !DILocation(line: 38, column: 29, scope: !123)
!169 = !DILocation(line: 38, column: 70, scope: !170)
!170 = distinct !DILexicalBlock(scope: !123, file: !2, line: 38, column: 68)
!171 = !DILocation(line: 15, column: 60, scope: !172, inlinedAt: !163)
!172 = distinct !DILexicalBlock(scope: !158, file: !2, line: 15, column: 5)
!173 = !DILocation(line: 15, column: 48, scope: !172, inlinedAt: !163)
!174 = !DILocation(line: 15, column: 32, scope: !172, inlinedAt: !163)
!175 = !DILocation(line: 15, column: 23, scope: !172, inlinedAt: !163)
!176 = distinct !{!176, !166, !177, !129}
!177 = !DILocation(line: 15, column: 62, scope: !158, inlinedAt: !163)
!178 = !DILocation(line: 16, column: 19, scope: !151, inlinedAt: !163)
!179 = !DILocation(line: 45, column: 5, scope: !12)
!180 = !DILocation(line: 46, column: 44, scope: !12)
!181 = !DILocation(line: 46, column: 5, scope: !12)
!182 = !DILocation(line: 47, column: 5, scope: !12)
!183 = !DILocation(line: 48, column: 1, scope: !12)
!184 = !DISubprogram(name: "pthread_create", scope: !185, file: !185, line: 202, type: !186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!186 = !DISubroutineType(types: !187)
!187 = !{!15, !188, !190, !201, !205}
!188 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !20, line: 62, baseType: !194)
!194 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !20, line: 56, size: 448, elements: !195)
!195 = !{!196, !200}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !194, file: !20, line: 58, baseType: !197, size: 448)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 56)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !194, file: !20, line: 59, baseType: !41, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = !DISubroutineType(types: !203)
!203 = !{!204, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !204)
!206 = distinct !DISubprogram(name: "thread_main", scope: !2, file: !2, line: 21, type: !202, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !207)
!207 = !{!208, !209}
!208 = !DILocalVariable(name: "arg", arg: 1, scope: !206, file: !2, line: 21, type: !204)
!209 = !DILocalVariable(name: "job", scope: !206, file: !2, line: 22, type: !210)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!211 = !DILocation(line: 0, scope: !206)
!212 = !DILocation(line: 23, column: 5, scope: !206)
!213 = !DILocation(line: 23, column: 14, scope: !206)
!214 = !DILocation(line: 24, column: 29, scope: !206)
!215 = !DILocation(line: 24, column: 19, scope: !206)
!216 = !DILocation(line: 24, column: 10, scope: !206)
!217 = !DILocation(line: 24, column: 17, scope: !206)
!218 = !DILocation(line: 25, column: 5, scope: !206)
!219 = !DILocation(line: 26, column: 5, scope: !206)
!220 = !DISubprogram(name: "printf", scope: !221, file: !221, line: 356, type: !222, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!222 = !DISubroutineType(types: !223)
!223 = !{!15, !224, null}
!224 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!225 = !DISubprogram(name: "pthread_join", scope: !185, file: !185, line: 219, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{!15, !19, !228}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 64)
!229 = !DILocation(line: 0, scope: !151)
!230 = !DILocation(line: 0, scope: !156)
!231 = !DILocation(line: 0, scope: !158)
!232 = !DILocation(line: 15, column: 5, scope: !158)
!233 = !DILocation(line: 14, column: 63, scope: !234)
!234 = distinct !DILexicalBlock(scope: !156, file: !2, line: 14, column: 5)
!235 = !DILocation(line: 15, column: 48, scope: !172)
!236 = !DILocation(line: 16, column: 19, scope: !151)
!237 = !DILocation(line: 0, scope: !161)
!238 = !DILocation(line: 17, column: 36, scope: !239)
!239 = distinct !DILexicalBlock(scope: !161, file: !2, line: 17, column: 5)
!240 = !DILocation(line: 18, column: 5, scope: !151)
!241 = !DILocation(line: 15, column: 54, scope: !172)
!242 = !DILocation(line: 15, column: 60, scope: !172)
!243 = !DILocation(line: 15, column: 32, scope: !172)
!244 = !DILocation(line: 15, column: 23, scope: !172)
!245 = distinct !{!245, !232, !246, !129}
!246 = !DILocation(line: 15, column: 62, scope: !158)
