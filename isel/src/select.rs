//! stub
pub struct SelectCx<'a> {
    _p: std::marker::PhantomData<&'a ()>,
}
