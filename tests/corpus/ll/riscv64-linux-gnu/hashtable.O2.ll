; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Table = type { ptr, i64, i64 }
%struct.Entry = type { ptr, i64, i32 }

@.str = private unnamed_addr constant [6 x i8] c"key%d\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"cap %u present %d sum %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"deleted %d present %d sum %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"key0\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"key0 = %ld, key3 = %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"key3\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Table, align 8
  %2 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  br label %9

4:                                                ; preds = %51
  %5 = load i64, ptr %3, align 8
  %6 = icmp eq i64 %5, 0
  %7 = add i64 %5, -1
  %8 = load ptr, ptr %1, align 8
  br label %58

9:                                                ; preds = %0, %51
  %10 = phi i64 [ 0, %0 ], [ %53, %51 ]
  %11 = trunc i64 %10 to i16
  %12 = mul nuw i16 %11, 7
  %13 = urem i16 %12, 2003
  %14 = zext nneg i16 %13 to i32
  %15 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef signext %14) #9
  %16 = load i64, ptr %3, align 8, !tbaa !9
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %51, label %18

18:                                               ; preds = %9
  %19 = load i8, ptr %2, align 1, !tbaa !15
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %31, label %21

21:                                               ; preds = %18, %21
  %22 = phi i8 [ %29, %21 ], [ %19, %18 ]
  %23 = phi i64 [ %28, %21 ], [ 5381, %18 ]
  %24 = phi ptr [ %26, %21 ], [ %2, %18 ]
  %25 = mul i64 %23, 33
  %26 = getelementptr inbounds i8, ptr %24, i64 1
  %27 = zext i8 %22 to i64
  %28 = add i64 %25, %27
  %29 = load i8, ptr %26, align 1, !tbaa !15
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %31, label %21, !llvm.loop !16

31:                                               ; preds = %21, %18
  %32 = phi i64 [ 5381, %18 ], [ %28, %21 ]
  %33 = add i64 %16, -1
  %34 = load ptr, ptr %1, align 8, !tbaa !18
  br label %35

35:                                               ; preds = %45, %31
  %36 = phi i64 [ %32, %31 ], [ %46, %45 ]
  %37 = and i64 %36, %33
  %38 = getelementptr inbounds %struct.Entry, ptr %34, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load i32, ptr %39, align 8, !tbaa !19
  switch i32 %40, label %45 [
    i32 0, label %51
    i32 1, label %41
  ]

41:                                               ; preds = %35
  %42 = load ptr, ptr %38, align 8, !tbaa !22
  %43 = call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %42, ptr noundef nonnull readonly dereferenceable(1) %2) #10
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %41, %35
  %46 = add i64 %37, 1
  br label %35, !llvm.loop !23

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, ptr %38, i64 8
  %49 = load i64, ptr %48, align 8, !tbaa !24
  %50 = add nsw i64 %49, %10
  br label %51

51:                                               ; preds = %35, %9, %47
  %52 = phi i64 [ %50, %47 ], [ %10, %9 ], [ %10, %35 ]
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %52)
  %53 = add nuw nsw i64 %10, 1
  %54 = icmp eq i64 %53, 3000
  br i1 %54, label %4, label %9, !llvm.loop !25

55:                                               ; preds = %95
  %56 = trunc i64 %5 to i32
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %56, i32 noundef signext %96, i64 noundef %97)
  br label %100

58:                                               ; preds = %4, %95
  %59 = phi i64 [ 0, %4 ], [ %97, %95 ]
  %60 = phi i32 [ 0, %4 ], [ %98, %95 ]
  %61 = phi i32 [ 0, %4 ], [ %96, %95 ]
  %62 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef signext %60) #9
  br i1 %6, label %95, label %63

63:                                               ; preds = %58
  %64 = load i8, ptr %2, align 1, !tbaa !15
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %76, label %66

66:                                               ; preds = %63, %66
  %67 = phi i8 [ %74, %66 ], [ %64, %63 ]
  %68 = phi i64 [ %73, %66 ], [ 5381, %63 ]
  %69 = phi ptr [ %71, %66 ], [ %2, %63 ]
  %70 = mul i64 %68, 33
  %71 = getelementptr inbounds i8, ptr %69, i64 1
  %72 = zext i8 %67 to i64
  %73 = add i64 %70, %72
  %74 = load i8, ptr %71, align 1, !tbaa !15
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %76, label %66, !llvm.loop !16

76:                                               ; preds = %66, %63
  %77 = phi i64 [ 5381, %63 ], [ %73, %66 ]
  br label %78

78:                                               ; preds = %76, %88
  %79 = phi i64 [ %89, %88 ], [ %77, %76 ]
  %80 = and i64 %79, %7
  %81 = getelementptr inbounds %struct.Entry, ptr %8, i64 %80
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load i32, ptr %82, align 8, !tbaa !19
  switch i32 %83, label %88 [
    i32 0, label %95
    i32 1, label %84
  ]

84:                                               ; preds = %78
  %85 = load ptr, ptr %81, align 8, !tbaa !22
  %86 = call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %85, ptr noundef nonnull readonly dereferenceable(1) %2) #10
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %84, %78
  %89 = add i64 %80, 1
  br label %78, !llvm.loop !23

90:                                               ; preds = %84
  %91 = add nsw i32 %61, 1
  %92 = getelementptr inbounds i8, ptr %81, i64 8
  %93 = load i64, ptr %92, align 8, !tbaa !24
  %94 = add nsw i64 %93, %59
  br label %95

95:                                               ; preds = %78, %58, %90
  %96 = phi i32 [ %91, %90 ], [ %61, %58 ], [ %61, %78 ]
  %97 = phi i64 [ %94, %90 ], [ %59, %58 ], [ %59, %78 ]
  %98 = add nuw nsw i32 %60, 1
  %99 = icmp eq i32 %98, 2003
  br i1 %99, label %55, label %58, !llvm.loop !26

100:                                              ; preds = %55, %133
  %101 = phi i32 [ 0, %55 ], [ %136, %133 ]
  %102 = phi i32 [ 0, %55 ], [ %135, %133 ]
  %103 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef signext %101) #9
  br i1 %6, label %133, label %104

104:                                              ; preds = %100
  %105 = load i8, ptr %2, align 1, !tbaa !15
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %117, label %107

107:                                              ; preds = %104, %107
  %108 = phi i8 [ %115, %107 ], [ %105, %104 ]
  %109 = phi i64 [ %114, %107 ], [ 5381, %104 ]
  %110 = phi ptr [ %112, %107 ], [ %2, %104 ]
  %111 = mul i64 %109, 33
  %112 = getelementptr inbounds i8, ptr %110, i64 1
  %113 = zext i8 %108 to i64
  %114 = add i64 %111, %113
  %115 = load i8, ptr %112, align 1, !tbaa !15
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %117, label %107, !llvm.loop !16

117:                                              ; preds = %107, %104
  %118 = phi i64 [ 5381, %104 ], [ %114, %107 ]
  br label %119

119:                                              ; preds = %117, %129
  %120 = phi i64 [ %130, %129 ], [ %118, %117 ]
  %121 = and i64 %120, %7
  %122 = getelementptr inbounds %struct.Entry, ptr %8, i64 %121
  %123 = getelementptr inbounds i8, ptr %122, i64 16
  %124 = load i32, ptr %123, align 8, !tbaa !19
  switch i32 %124, label %129 [
    i32 0, label %133
    i32 1, label %125
  ]

125:                                              ; preds = %119
  %126 = load ptr, ptr %122, align 8, !tbaa !22
  %127 = call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %126, ptr noundef nonnull readonly dereferenceable(1) %2) #10
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %131, label %129

129:                                              ; preds = %125, %119
  %130 = add i64 %121, 1
  br label %119, !llvm.loop !23

131:                                              ; preds = %125
  %132 = getelementptr inbounds i8, ptr %122, i64 16
  tail call void @free(ptr noundef %126) #9
  store ptr null, ptr %122, align 8, !tbaa !22
  store i32 2, ptr %132, align 8, !tbaa !19
  br label %133

133:                                              ; preds = %119, %100, %131
  %134 = phi i32 [ 1, %131 ], [ 0, %100 ], [ %124, %119 ]
  %135 = add nuw nsw i32 %134, %102
  %136 = add nuw nsw i32 %101, 3
  %137 = icmp ult i32 %101, 2000
  br i1 %137, label %100, label %179, !llvm.loop !27

138:                                              ; preds = %216
  %139 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %135, i32 noundef signext %217, i64 noundef %218)
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull @.str.3, i64 noundef 12345)
  %140 = load i64, ptr %3, align 8, !tbaa !9
  %141 = icmp eq i64 %140, 0
  %142 = load ptr, ptr %1, align 8, !tbaa !18
  br i1 %141, label %145, label %143

143:                                              ; preds = %138
  %144 = add i64 %140, -1
  br label %148

145:                                              ; preds = %138
  %146 = load i64, ptr inttoptr (i64 8 to ptr), align 8, !tbaa !24
  %147 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %146, i64 noundef -1)
  br label %221

148:                                              ; preds = %159, %143
  %149 = phi i64 [ 6385400190, %143 ], [ %160, %159 ]
  %150 = and i64 %149, %144
  %151 = getelementptr inbounds %struct.Entry, ptr %142, i64 %150
  %152 = getelementptr inbounds i8, ptr %151, i64 16
  %153 = load i32, ptr %152, align 8, !tbaa !19
  %154 = icmp eq i32 %153, 1
  br i1 %154, label %155, label %159

155:                                              ; preds = %148
  %156 = load ptr, ptr %151, align 8, !tbaa !22
  %157 = tail call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %156, ptr noundef nonnull readonly dereferenceable(5) @.str.3) #10
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %161, label %159

159:                                              ; preds = %148, %155
  %160 = add i64 %150, 1
  br label %148, !llvm.loop !23

161:                                              ; preds = %155
  %162 = getelementptr inbounds i8, ptr %151, i64 8
  %163 = load i64, ptr %162, align 8, !tbaa !24
  br label %164

164:                                              ; preds = %174, %161
  %165 = phi i64 [ 6385400193, %161 ], [ %175, %174 ]
  %166 = and i64 %165, %144
  %167 = getelementptr inbounds %struct.Entry, ptr %142, i64 %166
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load i32, ptr %168, align 8, !tbaa !19
  switch i32 %169, label %174 [
    i32 0, label %176
    i32 1, label %170
  ]

170:                                              ; preds = %164
  %171 = load ptr, ptr %167, align 8, !tbaa !22
  %172 = tail call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %171, ptr noundef nonnull readonly dereferenceable(5) @.str.5) #10
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %176, label %174

174:                                              ; preds = %170, %164
  %175 = add i64 %166, 1
  br label %164, !llvm.loop !23

176:                                              ; preds = %164, %170
  %177 = phi i64 [ -1, %164 ], [ 1, %170 ]
  %178 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %163, i64 noundef %177)
  br i1 %141, label %221, label %222

179:                                              ; preds = %133, %216
  %180 = phi i32 [ %219, %216 ], [ 0, %133 ]
  %181 = phi i64 [ %218, %216 ], [ 0, %133 ]
  %182 = phi i32 [ %217, %216 ], [ 0, %133 ]
  %183 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef signext %180) #9
  br i1 %6, label %216, label %184

184:                                              ; preds = %179
  %185 = load i8, ptr %2, align 1, !tbaa !15
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %197, label %187

187:                                              ; preds = %184, %187
  %188 = phi i8 [ %195, %187 ], [ %185, %184 ]
  %189 = phi i64 [ %194, %187 ], [ 5381, %184 ]
  %190 = phi ptr [ %192, %187 ], [ %2, %184 ]
  %191 = mul i64 %189, 33
  %192 = getelementptr inbounds i8, ptr %190, i64 1
  %193 = zext i8 %188 to i64
  %194 = add i64 %191, %193
  %195 = load i8, ptr %192, align 1, !tbaa !15
  %196 = icmp eq i8 %195, 0
  br i1 %196, label %197, label %187, !llvm.loop !16

197:                                              ; preds = %187, %184
  %198 = phi i64 [ 5381, %184 ], [ %194, %187 ]
  br label %199

199:                                              ; preds = %197, %209
  %200 = phi i64 [ %210, %209 ], [ %198, %197 ]
  %201 = and i64 %200, %7
  %202 = getelementptr inbounds %struct.Entry, ptr %8, i64 %201
  %203 = getelementptr inbounds i8, ptr %202, i64 16
  %204 = load i32, ptr %203, align 8, !tbaa !19
  switch i32 %204, label %209 [
    i32 0, label %216
    i32 1, label %205
  ]

205:                                              ; preds = %199
  %206 = load ptr, ptr %202, align 8, !tbaa !22
  %207 = call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %206, ptr noundef nonnull readonly dereferenceable(1) %2) #10
  %208 = icmp eq i32 %207, 0
  br i1 %208, label %211, label %209

209:                                              ; preds = %205, %199
  %210 = add i64 %201, 1
  br label %199, !llvm.loop !23

211:                                              ; preds = %205
  %212 = add nsw i32 %182, 1
  %213 = getelementptr inbounds i8, ptr %202, i64 8
  %214 = load i64, ptr %213, align 8, !tbaa !24
  %215 = add nsw i64 %214, %181
  br label %216

216:                                              ; preds = %199, %179, %211
  %217 = phi i32 [ %212, %211 ], [ %182, %179 ], [ %182, %199 ]
  %218 = phi i64 [ %215, %211 ], [ %181, %179 ], [ %181, %199 ]
  %219 = add nuw nsw i32 %180, 1
  %220 = icmp eq i32 %219, 2003
  br i1 %220, label %138, label %179, !llvm.loop !28

221:                                              ; preds = %222, %145, %176
  tail call void @free(ptr noundef %142) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #9
  ret i32 0

222:                                              ; preds = %176, %222
  %223 = phi i64 [ %226, %222 ], [ 0, %176 ]
  %224 = getelementptr inbounds %struct.Entry, ptr %142, i64 %223
  %225 = load ptr, ptr %224, align 8, !tbaa !22
  tail call void @free(ptr noundef %225) #9
  %226 = add nuw i64 %223, 1
  %227 = icmp eq i64 %226, %140
  br i1 %227, label %221, label %222, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !30
  %6 = shl i64 %5, 2
  %7 = add i64 %6, 4
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !9
  %10 = mul i64 %9, 3
  %11 = icmp ult i64 %7, %10
  br i1 %11, label %33, label %12

12:                                               ; preds = %3
  %13 = load ptr, ptr %0, align 8, !tbaa !18
  %14 = icmp eq i64 %9, 0
  %15 = shl i64 %9, 1
  %16 = select i1 %14, i64 8, i64 %15
  store i64 %16, ptr %8, align 8, !tbaa !9
  %17 = tail call noalias ptr @calloc(i64 noundef %16, i64 noundef 24) #11
  store ptr %17, ptr %0, align 8, !tbaa !18
  store i64 0, ptr %4, align 8, !tbaa !30
  br i1 %14, label %32, label %18

18:                                               ; preds = %12, %29
  %19 = phi i64 [ %30, %29 ], [ 0, %12 ]
  %20 = getelementptr inbounds %struct.Entry, ptr %13, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load i32, ptr %21, align 8, !tbaa !19
  %23 = icmp eq i32 %22, 1
  br i1 %23, label %24, label %29

24:                                               ; preds = %18
  %25 = load ptr, ptr %20, align 8, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i64, ptr %26, align 8, !tbaa !24
  tail call fastcc void @put(ptr noundef nonnull %0, ptr noundef %25, i64 noundef %27)
  %28 = load ptr, ptr %20, align 8, !tbaa !22
  tail call void @free(ptr noundef %28) #9
  br label %29

29:                                               ; preds = %24, %18
  %30 = add nuw i64 %19, 1
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %18, !llvm.loop !31

32:                                               ; preds = %29, %12
  tail call void @free(ptr noundef %13) #9
  br label %33

33:                                               ; preds = %32, %3
  %34 = load i8, ptr %1, align 1, !tbaa !15
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %46, label %36

36:                                               ; preds = %33, %36
  %37 = phi i8 [ %44, %36 ], [ %34, %33 ]
  %38 = phi i64 [ %43, %36 ], [ 5381, %33 ]
  %39 = phi ptr [ %41, %36 ], [ %1, %33 ]
  %40 = mul i64 %38, 33
  %41 = getelementptr inbounds i8, ptr %39, i64 1
  %42 = zext i8 %37 to i64
  %43 = add i64 %40, %42
  %44 = load i8, ptr %41, align 1, !tbaa !15
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %46, label %36, !llvm.loop !16

46:                                               ; preds = %36, %33
  %47 = phi i64 [ 5381, %33 ], [ %43, %36 ]
  %48 = load i64, ptr %8, align 8, !tbaa !9
  %49 = add i64 %48, -1
  %50 = load ptr, ptr %0, align 8, !tbaa !18
  br label %51

51:                                               ; preds = %64, %46
  %52 = phi i64 [ %47, %46 ], [ %69, %64 ]
  %53 = phi i64 [ -1, %46 ], [ %68, %64 ]
  %54 = and i64 %52, %49
  %55 = getelementptr inbounds %struct.Entry, ptr %50, i64 %54
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load i32, ptr %56, align 8, !tbaa !19
  switch i32 %57, label %64 [
    i32 0, label %70
    i32 1, label %58
  ]

58:                                               ; preds = %51
  %59 = load ptr, ptr %55, align 8, !tbaa !22
  %60 = tail call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %59, ptr noundef nonnull dereferenceable(1) %1) #10
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %64

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %55, i64 8
  store i64 %2, ptr %63, align 8, !tbaa !24
  br label %84

64:                                               ; preds = %51, %58
  %65 = icmp eq i32 %57, 2
  %66 = icmp slt i64 %53, 0
  %67 = select i1 %65, i1 %66, i1 false
  %68 = select i1 %67, i64 %54, i64 %53
  %69 = add i64 %54, 1
  br label %51, !llvm.loop !32

70:                                               ; preds = %51
  %71 = icmp sgt i64 %53, -1
  br i1 %71, label %75, label %72

72:                                               ; preds = %70
  %73 = load i64, ptr %4, align 8, !tbaa !30
  %74 = add i64 %73, 1
  store i64 %74, ptr %4, align 8, !tbaa !30
  br label %75

75:                                               ; preds = %70, %72
  %76 = phi i64 [ %54, %72 ], [ %53, %70 ]
  %77 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10
  %78 = add i64 %77, 1
  %79 = tail call noalias ptr @malloc(i64 noundef %78) #12
  %80 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76
  store ptr %79, ptr %80, align 8, !tbaa !22
  %81 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %79, ptr noundef nonnull dereferenceable(1) %1) #9
  %82 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, i32 1
  store i64 %2, ptr %82, align 8, !tbaa !24
  %83 = getelementptr inbounds %struct.Entry, ptr %50, i64 %76, i32 2
  store i32 1, ptr %83, align 8, !tbaa !19
  br label %84

84:                                               ; preds = %75, %62
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare signext i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind allocsize(0,1) }
attributes #12 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !14, i64 8}
!10 = !{!"Table", !11, i64 0, !14, i64 8, !14, i64 16}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!"long", !12, i64 0}
!15 = !{!12, !12, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!10, !11, i64 0}
!19 = !{!20, !21, i64 16}
!20 = !{!"Entry", !11, i64 0, !14, i64 8, !21, i64 16}
!21 = !{!"int", !12, i64 0}
!22 = !{!20, !11, i64 0}
!23 = distinct !{!23, !17}
!24 = !{!20, !14, i64 8}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17}
!30 = !{!10, !14, i64 16}
!31 = distinct !{!31, !17}
!32 = distinct !{!32, !17}
